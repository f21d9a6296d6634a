import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SideMenu } from './dashboard-layout';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onLogout(): void;
  loggingOut: boolean;
}

/** The side menu in a drawer, on small screens. */
export default function MenuDrawer({ open, onOpenChange, onLogout, loggingOut }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Title srOnly>{t('dashboardNav.label')}</Drawer.Title>
            <Drawer.Body px="2">
              <SideMenu onNavigate={() => onOpenChange(false)} onLogout={onLogout} loggingOut={loggingOut} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dashboardNav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
