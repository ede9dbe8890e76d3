import { Typography } from '@mantine/core';

/** Rich text sanitized by the server (biography, descriptions), shown as HTML. */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only sanitized HTML. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
