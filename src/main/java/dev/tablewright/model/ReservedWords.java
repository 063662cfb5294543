package dev.tablewright.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * DynamoDB's reserved words, which an expression cannot use as bare attribute names. The list is
 * the classpath resource {@code dynamodb-reserved-words.txt} next to this class (one word a line,
 * upper case, copied from the DynamoDB developer guide); matching ignores case, as DynamoDB does.
 */
public final class ReservedWords {
    private static final String RESOURCE = "dynamodb-reserved-words.txt";

    private ReservedWords() {
    }

    /** Whether {@code name} is a reserved word, in any letter case. */
    public static boolean isReserved(String name) {
        return Holder.WORDS.contains(name.toUpperCase(Locale.ROOT));
    }

    /** Every reserved word, upper case, sorted. */
    public static Set<String> all() {
        return Holder.WORDS;
    }

    /** Loaded on first use, once. */
    private static final class Holder {
        static final Set<String> WORDS = load();

        private static Set<String> load() {
            try (InputStream in = ReservedWords.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing classpath resource " + RESOURCE);
                }
                SortedSet<String> words = new TreeSet<>();
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    String word = line.strip();
                    if (!word.isEmpty() && !word.startsWith("#")) {
                        words.add(word.toUpperCase(Locale.ROOT));
                    }
                }
                return Collections.unmodifiableSortedSet(words);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
