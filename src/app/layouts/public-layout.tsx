import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/components/skip-link';
import { BUILD_YEAR } from '../build-year';

const LEGAL_LINKS = [
  { to: '/terminos', key: 'footer.terms' },
  { to: '/privacidad', key: 'footer.privacy' },
  { to: '/responsabilidad', key: 'footer.disclaimer' },
] as const;

const MENU_ID = 'menu-publico';
/** Selector of the header while the mobile menu is open (a native popover, so no state). */
const MENU_OPEN = `&:has(#${MENU_ID}:popover-open)`;

/**
 * The fixed top bar of the public screens. On small screens a hamburger button toggles (closed at
 * start) a dropdown with the same two links.
 *
 * The dropdown is a native popover (`popover` + `popovertarget`), not React state: the landing is
 * served as static HTML that never hydrates (src/app/boot/prerendered-pages.ts), and there the browser alone
 * opens and closes it (click, Enter or Space on the button; Escape or a click outside closes; the
 * browser exposes the button as expanded or collapsed). The button's name ("Abrir menú" /
 * "Cerrar menú") and icon follow the popover's state through CSS (`:has(:popover-open)`). Inside
 * the app (hydrated pages, client navigation) the same markup works the same way; the menu is
 * closed when the route changes.
 */
function PublicHeader() {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const menu = menuRef.current;
    if (menu && typeof menu.hidePopover === 'function' && menu.matches(':popover-open')) menu.hidePopover();
  }, [pathname]);

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      css={{
        '& [data-menu-when=open]': { display: 'none' },
        [`${MENU_OPEN} [data-menu-when=open]`]: { display: 'contents' },
        [`${MENU_OPEN} [data-menu-when=closed]`]: { display: 'none' },
        // What the button recipe shows for aria-expanded="true", which a popover's invoker lacks.
        [`${MENU_OPEN} [popovertarget=${MENU_ID}]`]: { bg: 'colorPalette.subtle' },
      }}
    >
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" as="nav" aria-label={t('nav.mainNavigation')}>
          <RouterLink to="/home" aria-label={t('nav.home')}>
            <Logo />
          </RouterLink>
          <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
            <Button asChild variant="ghost">
              <RouterLink to="/login">{t('nav.login')}</RouterLink>
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to="/register">{t('nav.register')}</RouterLink>
            </Button>
          </HStack>
          <MenuButton />
        </Flex>
      </Container>
      <MobileMenu ref={menuRef} />
    </Box>
  );
}

/** The hamburger: its name and icon follow the popover's state through the header's CSS. */
function MenuButton() {
  const { t } = useTranslation();
  return (
    <IconButton
      display={{ base: 'inline-flex', md: 'none' }}
      variant="ghost"
      popoverTarget={MENU_ID}
      aria-controls={MENU_ID}
    >
      <span data-menu-when="closed">
        <Menu aria-hidden />
        <VisuallyHidden>{t('nav.openMenu')}</VisuallyHidden>
      </span>
      <span data-menu-when="open">
        <X aria-hidden />
        <VisuallyHidden>{t('nav.closeMenu')}</VisuallyHidden>
      </span>
    </IconButton>
  );
}

/** The dropdown of small screens: a native popover right under the bar, with the same two links. */
function MobileMenu({ ref }: { ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <Box
      ref={ref}
      id={MENU_ID}
      popover="auto"
      hideFrom="md"
      top="calc({spacing.16} + 1px)"
      left="0"
      right="0"
      bottom="auto"
      width="auto"
      height="auto"
      m="0"
      p="0"
      border="none"
      borderBottomWidth="1px"
      bg="bg"
      color="fg"
      shadow="sm"
    >
      <Container maxW="6xl" pt="3" pb="3">
        <Stack gap="2">
          <Button asChild variant="outline" width="full">
            <RouterLink to="/login">{t('nav.login')}</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" width="full">
            <RouterLink to="/register">{t('nav.register')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

/** Copyright and the legal links. */
function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="8">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
          <Text color="fg.muted" textStyle="sm">
            {t('footer.copyright', { year: BUILD_YEAR })}
          </Text>
          <HStack as="nav" aria-label={t('footer.legal')} gap="5" wrap="wrap">
            {LEGAL_LINKS.map((l) => (
              <Link key={l.to} asChild color="fg.muted" textStyle="sm" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={l.to}>{t(l.key)}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/** Fixed top bar and footer of the public screens, around the screen's own content. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <PublicHeader />
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" pt="16" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <PublicFooter />
    </Flex>
  );
}
