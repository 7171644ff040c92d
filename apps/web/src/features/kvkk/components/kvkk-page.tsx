import { Link } from 'react-router';
import { paths } from '../../../config/paths-common';
import { useAuthUser } from '../../../lib/use-auth';
import { useRetentionDays } from '../api/get-retention-days';
import { KVKK_NOTICE as T, type NoticeSection } from '../notice-texts';

function Section({ section }: { section: NoticeSection }) {
  return (
    <section aria-labelledby={section.id} className="mb-4">
      <h2 id={section.id} className="h5">
        {section.heading}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /kvkk: the 'Aydınlatma Metni', open to everyone (it must be readable before signing in) and
 * linked from the login screen. Plain Bootstrap markup, like the login page.
 */
export function KvkkPage() {
  const user = useAuthUser();
  const days = useRetentionDays();
  return (
    <article className="card shadow-sm mx-auto col-lg-10 col-xl-9 px-0" data-testid="kvkk-page">
      <div className="card-body p-4">
        <h1 className="h3 mb-1">{T.title}</h1>
        <p className="text-body-secondary mb-1">{T.subtitle}</p>
        <p className="small text-body-secondary">{T.updated}</p>
        <p>{T.intro}</p>

        <Section section={T.controller} />
        {T.sections.map((s) => (
          <Section key={s.id} section={s} />
        ))}
        <Section section={{ ...T.retention, items: T.retention.items(days) }} />

        <section aria-labelledby={T.rights.id} className="mb-4">
          <h2 id={T.rights.id} className="h5">
            {T.rights.heading}
          </h2>
          <p>{T.rights.lead}</p>
          <ul className="list-unstyled ms-3" data-testid="kvkk-rights">
            {T.rights.items.map(([letter, text]) => (
              <li key={letter} className="mb-1">
                <strong>{letter})</strong> {text}
              </li>
            ))}
          </ul>
          <p>{T.rights.tail}</p>
        </section>

        <Section section={T.apply} />

        <section aria-labelledby="kendi-verileriniz" className="mb-4">
          <h2 id="kendi-verileriniz" className="h5">
            {T.selfService.heading}
          </h2>
          <p>{T.selfService.body}</p>
        </section>

        <Link to={user ? paths.home : paths.login} className="btn btn-outline-primary btn-sm">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {user ? T.home : T.back}
        </Link>
      </div>
    </article>
  );
}
