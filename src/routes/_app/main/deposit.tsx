import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Deposit layout: its children are the card and crypto deposit pages. */
export const Route = createFileRoute('/_app/main/deposit')({
  component: Outlet,
});
