package dev.tablewright.format.docs;

/**
 * Text from the model (names, item values, key conditions) put into Markdown so that it reads as
 * written: no emphasis, link, HTML or table cell starts or ends inside it, and it stays on its line.
 */
final class Markdown {
    /** The ASCII punctuation that can start inline markup (or a heading's closing #s); CommonMark lets any be escaped. */
    private static final String SPECIAL = "\\`*_[]<>&~#!";

    private Markdown() {
    }

    /** Plain text: every special character escaped, line breaks as {@code <br>} (the only break a table row allows). */
    static String text(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r' || c == '\n') {
                b.append("<br>");
                if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                }
            } else {
                if (SPECIAL.indexOf(c) >= 0) {
                    b.append('\\');
                }
                b.append(c);
            }
        }
        return b.toString();
    }

    /**
     * A code span showing {@code s} exactly: fenced by more backticks than the longest run inside, with
     * a space inside the fences when it starts or ends with a backtick (CommonMark strips one each side);
     * line breaks become spaces, as a code span reads them anyway.
     */
    static String code(String s) {
        String flat = s.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
        int longest = 0;
        int run = 0;
        for (int i = 0; i < flat.length(); i++) {
            run = flat.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        boolean pad = flat.startsWith("`") || flat.endsWith("`") || (flat.startsWith(" ") && flat.endsWith(" ") && !flat.isBlank());
        return fence + (pad ? " " + flat + " " : flat) + fence;
    }

    /**
     * A table cell of already formatted text: its pipes escaped (GFM splits a row at every pipe not
     * escaped, inside code spans too, and reads {@code \|} there as a pipe).
     */
    static String cell(String formatted) {
        return formatted.replace("|", "\\|");
    }
}
