import { Alert, Empty, Spin, Tag } from "antd";
import { formatDateTime } from "#web/ui/formatDateTime.ts";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { useContactMessagePages } from "../hooks/useContactMessagePages.ts";
import { ContactMessageActions } from "./ContactMessageActions.tsx";
import "../messages.css";

/** The messages sent through the contact form, newest first, a page at a time; unread ones are tagged New. */
export function ContactMessagesList() {
  const pages = useContactMessagePages();

  if (pages.error) {
    return <Alert type="error" showIcon title="Failed to load messages" />;
  }
  if (pages.loading && pages.rows.length === 0) {
    return <Spin />;
  }
  if (pages.rows.length === 0) {
    return <Empty description="No messages yet. Messages sent through the contact form appear here." />;
  }

  return (
    <Spin spinning={pages.loading}>
      <p className="contact-messages-count">{pages.totalCount === 1 ? "1 message" : `${pages.totalCount} messages`}</p>
      <ol className="contact-messages">
        {pages.rows.map((message) => (
          <li
            key={message.id}
            className={message.readAt ? "contact-message" : "contact-message contact-message-unread"}
          >
            <article aria-labelledby={`message-${message.id}`}>
              <header className="contact-message-header">
                <h2 id={`message-${message.id}`}>
                  {message.readAt ? null : <Tag color="blue">New</Tag>} {message.subject}
                </h2>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </header>
              <p className="contact-message-from">
                From {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
              </p>
              <p className="contact-message-text">{message.message}</p>
              <ContactMessageActions message={message} onDeleted={() => void pages.reload()} />
            </article>
          </li>
        ))}
      </ol>
      <ListPager
        label="Message pages"
        noun={["message", "messages"]}
        page={pages.page}
        pageSize={pages.pageSize}
        totalCount={pages.totalCount}
        totalIsLowerBound={pages.totalIsLowerBound}
        onPageChange={pages.goToPage}
      />
    </Spin>
  );
}
