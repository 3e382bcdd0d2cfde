import { Alert, Button, Empty, Flex, Spin } from "antd";
import { useContactMessagePages } from "../hooks/useContactMessagePages.ts";
import { formatReceived } from "../utils/formatReceived.ts";
import "../messages.css";

/** The messages sent through the contact form, newest first, 20 per page. */
export function ContactMessagesList() {
  const pages = useContactMessagePages();

  if (pages.error) {
    return <Alert type="error" showIcon title="Failed to load messages" />;
  }
  if (pages.loading && pages.messages.length === 0) {
    return <Spin />;
  }
  if (pages.messages.length === 0) {
    return <Empty description="No messages yet. Messages sent through the contact form appear here." />;
  }

  return (
    <Spin spinning={pages.loading}>
      <p className="contact-messages-count">{pages.totalCount === 1 ? "1 message" : `${pages.totalCount} messages`}</p>
      <ol className="contact-messages">
        {pages.messages.map((message) => (
          <li key={message.id} className="contact-message">
            <article aria-labelledby={`message-${message.id}`}>
              <header className="contact-message-header">
                <h2 id={`message-${message.id}`}>{message.subject}</h2>
                <time dateTime={message.createdAt}>{formatReceived(message.createdAt)}</time>
              </header>
              <p className="contact-message-from">
                From {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
              </p>
              <p className="contact-message-text">{message.message}</p>
            </article>
          </li>
        ))}
      </ol>
      <Flex component="nav" aria-label="Message pages" align="center" justify="space-between" gap="small" wrap>
        <Button onClick={pages.goPrevious} disabled={!pages.hasPrevious || pages.loading}>
          Previous
        </Button>
        <span>
          Page {pages.page} of {pages.pageCount}
        </span>
        <Button onClick={pages.goNext} disabled={!pages.hasNext || pages.loading}>
          Next
        </Button>
      </Flex>
    </Spin>
  );
}
