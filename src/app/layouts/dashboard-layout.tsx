import { Box, Button, Flex, IconButton, Stack } from '@chakra-ui/react';
import {
  CalendarDays,
  CalendarRange,
  ChartLine,
  Dumbbell,
  History,
  House,
  ListChecks,
  LogOut,
  Menu,
  UserRound,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { forgetWorkouts } from '../../entities/workouts/offline-cache';
import { forgetCachedAnswers } from '../boot/runtime-caches';
import { OutboxStatus } from '../../entities/workouts/outbox-status';
import { measurementQueue } from '../../entities/measurements/queue';
import { setQueue } from '../../entities/workouts/set-queue';
import { useLogoutMutation } from '../../features/auth/api';
import { RestTimerLink } from '../../features/workouts/components/rest-timer-link';
import { api } from '../../lib/api';
import { loggedOut, selectToken } from '../../lib/session';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { onDemand } from '../../ui/components/dialog-shell';
import { Logo } from '../../ui/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/components/skip-link';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';

const ITEMS = [
  { to: '/dashboard/overview', key: 'dashboardNav.overview', icon: House },
  { to: '/dashboard/routines', key: 'dashboardNav.routines', icon: ListChecks },
  { to: '/dashboard/programas', key: 'dashboardNav.plans', icon: CalendarRange },
  { to: '/dashboard/exercises', key: 'dashboardNav.exercises', icon: Dumbbell },
  { to: '/dashboard/calendar', key: 'dashboardNav.calendar', icon: CalendarDays },
  { to: '/dashboard/history', key: 'dashboardNav.history', icon: History },
  { to: '/dashboard/progress', key: 'dashboardNav.progress', icon: ChartLine },
  { to: '/dashboard/profile', key: 'dashboardNav.profile', icon: UserRound },
] as const;

export interface SideMenuProps {
  onNavigate?: () => void;
  onLogout: () => void;
  /** The logout is waiting for the server. */
  loggingOut: boolean;
}

export function SideMenu({ onNavigate, onLogout, loggingOut }: SideMenuProps) {
  const { t } = useTranslation();
  const logout = () => {
    onNavigate?.();
    onLogout();
  };
  return (
    <Stack as="nav" aria-label={t('dashboardNav.label')} gap="1" h="full">
      <Box px="3" py="4">
        <RouterLink to="/dashboard/overview" aria-label={t('dashboardNav.logoLink')} onClick={onNavigate}>
          <Logo />
        </RouterLink>
      </Box>
      {ITEMS.map(({ to, key, icon: Icon }) => (
        <Button
          key={to}
          asChild
          variant="ghost"
          justifyContent="flex-start"
          gap="3"
          css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
        >
          <NavLink to={to} onClick={onNavigate}>
            <Icon aria-hidden size={18} />
            {t(key)}
          </NavLink>
        </Button>
      ))}
      <Box flex="1" />
      <Button
        variant="ghost"
        justifyContent="flex-start"
        gap="3"
        onClick={logout}
        mb="4"
        loading={loggingOut}
        loadingText={t('dashboardNav.logout')}
      >
        <LogOut aria-hidden size={18} />
        {t('dashboardNav.logout')}
      </Button>
    </Stack>
  );
}

/**
 * docs/PRODUCT.md §4: logout removes the token and goes to the root path. The token goes once the
 * dashboard has left the screen: cleared while it is still shown (the router renders the next page
 * in a transition), its guard would send the user to /login instead. First the server ends the
 * session (the token is refused from then on); offline, refused or slower than LOGOUT_TIMEOUT_MS,
 * the session ends on this side all the same. With changes of the training log not yet sent, it
 * asks first: they cannot be sent without the session, so they go with it.
 */
function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const [endSession, { isLoading }] = useLogoutMutation();
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );
  // Counted when "Cerrar sesión" is pressed, not watched: a logged set never draws the layout again.
  const [unsent, setUnsent] = useState(0);
  const [asking, setAsking] = useState(false);
  const logout = async () => {
    setAsking(false);
    if (token) await endSession({ token });
    setQueue().clear();
    measurementQueue().clear();
    await Promise.all([forgetWorkouts(), forgetCachedAnswers()]);
    loggingOut.current = true;
    void navigate('/');
  };
  return {
    logout: () => {
      const count = setQueue().all().length + measurementQueue().all().length;
      setUnsent(count);
      if (count > 0) setAsking(true);
      else void logout();
    },
    loggingOut: isLoading,
    confirm: { unsent, asking, onConfirm: () => void logout(), onClose: () => setAsking(false) },
  };
}

/** "Tienes cambios sin enviar": logging out would lose them. */
function UnsentLogoutDialog({ confirm }: { confirm: ReturnType<typeof useLogout>['confirm'] }) {
  const { t } = useTranslation('offline');
  return (
    <ConfirmDialog
      open={confirm.asking}
      title={t('logoutTitle')}
      confirmLabel={t('logoutConfirm')}
      cancelLabel={t('logoutCancel')}
      onConfirm={confirm.onConfirm}
      onClose={confirm.onClose}
    >
      {t('logoutText', { count: confirm.unsent })}
    </ConfirmDialog>
  );
}

// The drawer's code (Chakra's and Zag's dialog machinery) loads when it first opens: "Dialogs on
// demand" (ui/components/dialog-shell/on-demand.tsx). Closed, it renders nothing either way.
const MenuDrawer = onDemand(() => import('./menu-drawer'));

/** The top bar of small screens: the menu button and the logo. */
function MobileHeader({ onOpenMenu }: { onOpenMenu(): void }) {
  const { t } = useTranslation();
  return (
    <Flex
      as="header"
      display={{ base: 'flex', lg: 'none' }}
      align="center"
      gap="2"
      px="4"
      py="2"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      bg="bg"
      zIndex="sticky"
    >
      <IconButton variant="ghost" aria-label={t('dashboardNav.openMenu')} onClick={onOpenMenu}>
        <Menu aria-hidden />
      </IconButton>
      <RouterLink to="/dashboard/overview" aria-label={t('dashboardNav.logoLink')}>
        <Logo size="sm" />
      </RouterLink>
    </Flex>
  );
}

/** Side menu on wide screens, a drawer behind a menu button on small ones. */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const { logout, loggingOut, confirm } = useLogout();
  return (
    <Flex minH="100dvh">
      <SkipLink />
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="60"
        flexShrink={0}
        borderRightWidth="1px"
        bg="bg.subtle"
        position="sticky"
        top="0"
        h="100dvh"
        px="2"
      >
        <SideMenu onLogout={logout} loggingOut={loggingOut} />
      </Box>
      <MenuDrawer open={open} onOpenChange={setOpen} onLogout={logout} loggingOut={loggingOut} />
      <UnsentLogoutDialog confirm={confirm} />
      <Flex direction="column" flex="1" minW="0">
        <MobileHeader onOpenMenu={() => setOpen(true)} />
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          flex="1"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          maxW="7xl"
          w="full"
          mx="auto"
          tabIndex={-1}
          outline="none"
        >
          <OutboxStatus />
          <Outlet />
        </Box>
        {/* The running rest, on every screen but the session's own. */}
        <RestTimerLink />
      </Flex>
    </Flex>
  );
}
