package dev.tablewright.sample;

import java.text.Normalizer;
import java.util.Locale;

/** The person one item is about, so its name, email and username agree. */
record Persona(String first, String last) {

    String fullName() {
        return first + " " + last;
    }

    /** {@code ada.lovelace42@domain} (the number only when {@code suffix >= 0}). */
    String email(String domain, int suffix) {
        return localPart(".", suffix) + "@" + domain;
    }

    String username(int suffix) {
        return localPart(".", suffix);
    }

    private String localPart(String separator, int suffix) {
        String local = ascii(first) + separator + ascii(last);
        if (local.equals(separator)) {
            local = "user";
        }
        return suffix >= 0 ? local + suffix : local;
    }

    /** Lower-case letters and digits only: accents folded, apostrophes and spaces dropped. */
    static String ascii(String text) {
        String folded = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return folded.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }
}
