package dev.tablewright.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

/** Finding names that must be unique but are not. */
final class Repeats {
    private Repeats() {
    }

    /** Calls {@code repeat} for each element whose name an earlier element already had, with that first one. */
    static <T> void each(List<T> elements, Function<T, String> name, BiConsumer<T, T> repeat) {
        Map<String, T> first = new HashMap<>();
        for (T e : elements) {
            T earlier = first.putIfAbsent(name.apply(e), e);
            if (earlier != null) {
                repeat.accept(e, earlier);
            }
        }
    }
}
