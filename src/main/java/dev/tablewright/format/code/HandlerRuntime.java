package dev.tablewright.format.code;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The part of a stream handler that is the same for every kept entity, kept as a file of its own
 * language beside this class (so it reads, and is checked, as the code it is).
 */
final class HandlerRuntime {
    private HandlerRuntime() {
    }

    static String text(String name) {
        try (InputStream in = HandlerRuntime.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the stream handler runtime " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
