package dev.tablewright.engine.expr.parse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** DynamoDB's reserved words, read once from the classpath; matched case-insensitively. */
public final class ReservedWords {
    private static final String RESOURCE = "/dev/tablewright/engine/dynamodb-reserved-words.txt";
    private static final Set<String> WORDS = load();

    private ReservedWords() {
    }

    public static boolean isReserved(String name) {
        return WORDS.contains(name.toUpperCase(Locale.ROOT));
    }

    private static Set<String> load() {
        try (InputStream in = ReservedWords.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            Set<String> words = new HashSet<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String w = line.strip();
                if (!w.isEmpty() && !w.startsWith("#")) {
                    words.add(w.toUpperCase(Locale.ROOT));
                }
            }
            return Set.copyOf(words);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
