package dev.tablewright.rules;

import java.util.Locale;

/** Formatting shared by the rules' messages. */
final class Text {
    private static final int MAX_QUOTED = 60;

    private Text() {
    }

    /** A user value in quotes, shortened when long so a message stays readable. */
    static String quote(String value) {
        String shown = value.length() <= MAX_QUOTED ? value : value.substring(0, MAX_QUOTED - 1) + "…";
        return "'" + shown + "'";
    }

    /** A count with thousands separators: 409,600. */
    static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** "1 index", "3 indexes". */
    static String count(long n, String singular, String plural) {
        return number(n) + " " + (n == 1 ? singular : plural);
    }
}
