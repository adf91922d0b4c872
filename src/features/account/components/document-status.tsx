/**
 * The verification documents the customer sent, with the review's answer: pending review, approved,
 * or rejected with the reason.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Card, Muted } from '@/components/ui/page';
import { QueryView } from '@/components/ui/query-view';
import { formatDate } from '@contract/rules/format';
import { m } from '@/i18n';
import { documentsQuery } from '../api/documents';
import * as s from './account.css';

const t = m.account.documents;

/**
 * The documents sent and their review. When every one was rejected, the ID Check step above is open
 * again (the server says so): that is where a new one is sent.
 */
export function DocumentStatus() {
  const query = useQuery(documentsQuery());
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(documents) => {
        const allRejected = documents.length > 0 && documents.every((doc) => doc.status === 'rejected');
        return (
          <Card>
            <div className={s.form}>
              <h2 className={s.sectionTitle}>{t.title}</h2>
              {documents.length === 0 ? (
                <Muted>{t.empty}</Muted>
              ) : (
                <ul className={s.moves} aria-label={t.title}>
                  {documents.map((doc) => (
                    <li key={doc.id} className={s.move}>
                      <span className={s.fact}>
                        <span className={s.moveKind}>{t.types[doc.document_type]}</span>
                        <span className={s.muted}>
                          {doc.file_name} ·{' '}
                          <time dateTime={doc.uploaded_at}>{formatDate(new Date(doc.uploaded_at))}</time>
                        </span>
                        {doc.status === 'rejected' && doc.reason && (
                          <span className={s.muted}>{doc.reason}</span>
                        )}
                      </span>
                      <span className={s.status[doc.status]}>{t.status[doc.status]}</span>
                    </li>
                  ))}
                </ul>
              )}
              {allRejected && <Alert variant="warning" description={t.reuploadHelp} />}
            </div>
          </Card>
        );
      }}
    </QueryView>
  );
}
