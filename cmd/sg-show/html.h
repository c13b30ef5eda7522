/* The fixed parts of the replay page, as NULL-terminated arrays of lines
 * (html_page.c). */
#ifndef SG_SHOW_HTML_H
#define SG_SHOW_HTML_H

extern const char *const html_head[];
extern const char *const html_body[];
extern const char *const html_script[];

#endif
