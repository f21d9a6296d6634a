import { Box, Button, Flex, Stack, Table } from '@chakra-ui/react';
import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressSection } from './progress-section';

export interface ChartTableProps {
  caption: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}

/** The chart's numbers as a table: what screen readers read, and what "Ver como tabla" shows. */
function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <Table.Root size="sm">
      <Table.Caption captionSide="top" textAlign="start" srOnly>
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            {row.cells.map((cell, i) => (
              <Table.Cell key={i} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {cell}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export interface ChartFigureProps {
  title: string;
  /** Shown under the title (what the chart measures, how). */
  description?: ReactNode;
  /** The drawing; hidden from screen readers, which read the table instead. */
  chart: ReactNode;
  table: ChartTableProps;
  /** The series' names and colours (theme tokens), under the drawing. */
  legend?: LegendItem[];
  /** Inputs that change what the drawing shows (above it, read by screen readers too). */
  controls?: ReactNode;
}

/** A legend entry: a series' colour, or (`band`) the shaded, dashed recommended zone. */
export interface LegendItem {
  label: string;
  color: string;
  band?: boolean;
}

function Legend({ items }: { items: LegendItem[] }) {
  return (
    <Flex gap="4" wrap="wrap" justify="center" textStyle="xs" color="fg.muted">
      {items.map((item) => (
        <Flex key={item.label} align="center" gap="1.5">
          <Box
            w="3"
            h="3"
            flexShrink={0}
            borderRadius="sm"
            bg={item.color}
            {...(item.band ? { borderWidth: '1px', borderStyle: 'dashed', borderColor: 'chart.band.border' } : {})}
          />
          {item.label}
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * A chart with its text alternative: the table is always in the page (visually hidden until
 * "Ver como tabla"), the drawing is `aria-hidden`.
 */
export function ChartFigure({ title, description, chart, table, legend, controls }: ChartFigureProps) {
  const { t } = useTranslation('progress');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <ProgressSection
      title={title}
      description={description}
      action={
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          <Table2 aria-hidden />
          {showTable ? t('hideTable') : t('showTable')}
        </Button>
      }
    >
      {controls}
      <Stack aria-hidden="true" gap="2">
        {chart}
        {legend ? <Legend items={legend} /> : null}
      </Stack>
      {/* Shown, a wide table scrolls sideways: focusable so keyboard users can scroll it too. */}
      <Box id={tableId} {...(showTable ? { overflowX: 'auto', tabIndex: 0 } : { srOnly: true })}>
        <ChartTable {...table} />
      </Box>
    </ProgressSection>
  );
}
