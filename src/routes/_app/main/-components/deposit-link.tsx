import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button.css';
import { m } from '@/i18n';

/** Where a money page sends a customer who has too little to move: the deposit methods. */
export function DepositLink() {
  return (
    <Link to="/main/deposit" className={button({ size: 'sm' })}>
      {m.app.nav.deposit}
    </Link>
  );
}
