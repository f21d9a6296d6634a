import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/components/logo';

const LEGAL_LINKS = [
  { to: '/terminos', key: 'footer.terms' },
  { to: '/privacidad', key: 'footer.privacy' },
  { to: '/responsabilidad', key: 'footer.disclaimer' },
] as const;

/** Fixed top bar (hamburger on small screens, closed at start) and footer of the public screens. */
export function PublicLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#contenido"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'toast', bg: 'bg', p: '2', borderRadius: 'md' }}
      >
        {t('skipToContent')}
      </Link>
      <Box
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        bg="bg/90"
        backdropFilter="saturate(180%) blur(8px)"
        borderBottomWidth="1px"
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
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="menu-publico"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </IconButton>
          </Flex>
          {menuOpen ? (
            <Stack id="menu-publico" display={{ base: 'flex', md: 'none' }} pt="3" pb="2" gap="2">
              <Button asChild variant="outline" width="full">
                <RouterLink to="/login">{t('nav.login')}</RouterLink>
              </Button>
              <Button asChild colorPalette="brand" width="full">
                <RouterLink to="/register">{t('nav.register')}</RouterLink>
              </Button>
            </Stack>
          ) : null}
        </Container>
      </Box>

      <Box as="main" id="contenido" flex="1" pt="16" tabIndex={-1} outline="none">
        <Outlet />
      </Box>

      <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="8">
        <Container maxW="6xl">
          <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
            <Text color="fg.muted" textStyle="sm">
              {t('footer.copyright')}
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
    </Flex>
  );
}
