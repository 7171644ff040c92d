import { Link } from 'react-router';
import { paths } from '../config/paths-common';

// Here rather than in messages-common.ts: this page is its own chunk, and every page downloads that module.
const TEXTS = {
  title: 'Sayfa bulunamadı',
  body: 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.',
  goHome: 'Ana sayfaya dön',
} as const;

export function NotFoundPage() {
  return (
    <section className="text-center py-5" data-testid="not-found">
      <h1 className="h3">{TEXTS.title}</h1>
      <p className="text-body-secondary">{TEXTS.body}</p>
      <Link to={paths.home} className="btn btn-primary">
        {TEXTS.goHome}
      </Link>
    </section>
  );
}
