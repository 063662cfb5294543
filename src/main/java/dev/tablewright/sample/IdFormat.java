package dev.tablewright.sample;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shape of string ids: a prefix and a body of digits, of hex, or a UUID. Learned from the ids
 * the model already has ({@code tt0111161}, {@code txn-3a8fbf6429}), else made from the attribute's
 * name ({@code movieId} → {@code mov-7f3a2c}); widened so that the ids asked for fit a hundred times
 * over and new ids rarely need a second draw.
 */
record IdFormat(String prefix, Style style, int width) {
    enum Style {
        DIGITS, HEX, UUID
    }

    private static final Pattern DIGITS = Pattern.compile("([A-Za-z]*[-_#:.]?)(\\d+)");
    private static final Pattern HEX = Pattern.compile("([A-Za-z]*[-_#:.]|)([0-9a-f]+)");
    private static final Pattern UUID = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final int MIN_WIDTH = 6;

    /** The format every example shares, if they share one. */
    static Optional<IdFormat> learn(Collection<String> examples) {
        if (examples.isEmpty()) {
            return Optional.empty();
        }
        if (examples.stream().allMatch(e -> UUID.matcher(e).matches())) {
            return Optional.of(new IdFormat("", Style.UUID, 32));
        }
        return shared(examples, DIGITS, Style.DIGITS).or(() -> shared(examples, HEX, Style.HEX));
    }

    /** {@code mov-} + six hex digits for {@code movieId}; the entity's name when the attribute is just {@code id}. */
    static IdFormat named(String entity, String attribute) {
        List<String> words = NameHeuristics.tokens(attribute);
        String stem = String.join("", words.subList(0, Math.max(0, words.size() - 1)));
        if (stem.isEmpty()) {
            stem = String.join("", NameHeuristics.tokens(entity));
        }
        String prefix = stem.isEmpty() ? "id" : stem.substring(0, Math.min(3, stem.length()));
        return new IdFormat(prefix + "-", Style.HEX, MIN_WIDTH);
    }

    /** This format with a body wide enough for {@code ids} ids, with room to spare. */
    IdFormat roomFor(long ids) {
        if (style == Style.UUID) {
            return this;
        }
        int radix = style == Style.DIGITS ? 10 : 16;
        double needed = Math.max(1, ids) * 100.0;
        int w = Math.max(width, (int) Math.ceil(Math.log(needed) / Math.log(radix)));
        w = Math.max(w, style == Style.HEX ? MIN_WIDTH : 1);
        return new IdFormat(prefix, style, Math.min(w, style == Style.DIGITS ? 18 : 16));
    }

    String draw(Random random) {
        switch (style) {
            case UUID:
                return new java.util.UUID(random.nextLong() & ~0xf000L | 0x4000L,
                        random.nextLong() & 0x3fffffffffffffffL | 0x8000000000000000L).toString();
            case DIGITS:
                return prefix + pad(Long.toString(random.nextLong(tenToThe(width))), width);
            default:
                long body = width >= 16 ? random.nextLong() : random.nextLong(1L << (4 * width));
                return prefix + pad(Long.toHexString(body), width);
        }
    }

    private static Optional<IdFormat> shared(Collection<String> examples, Pattern pattern, Style style) {
        String prefix = null;
        int width = 0;
        for (String e : examples) {
            Matcher m = pattern.matcher(e);
            if (!m.matches() || prefix != null && !prefix.equals(m.group(1))) {
                return Optional.empty();
            }
            prefix = m.group(1);
            width = Math.max(width, m.group(2).length());
        }
        return Optional.of(new IdFormat(prefix, style, width));
    }

    private static long tenToThe(int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    private static String pad(String body, int width) {
        return body.length() >= width ? body : "0".repeat(width - body.length()) + body;
    }
}
