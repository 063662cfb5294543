package dev.tablewright.aws.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of the DynamoDB Local the differential test runs against: the build passes its
 * dependency's version as the system property {@value #PROPERTY}. It decides what can be compared:
 * Local refuses a GSI with a multi-attribute key before 3.3.0.
 *
 * @param parts the numbers of a version such as 3.3.1 (a qualifier such as -SNAPSHOT is ignored)
 */
public record LocalVersion(List<Integer> parts) implements Comparable<LocalVersion> {
    static final String PROPERTY = "dynamodb.local.version";
    /** What the build uses when not told otherwise (pom.xml). */
    static final String DEFAULT = "2.6.1";
    private static final Pattern VERSION = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,9})*)(?:-.*)?");
    /** The first Local that creates GSIs with multi-attribute keys. */
    private static final LocalVersion MULTI_ATTRIBUTE_KEYS = parse("3.3.0");

    public LocalVersion {
        parts = List.copyOf(parts);
    }

    /** The version the build passed, or the default dependency's when run without the build (from an IDE). */
    public static LocalVersion current() {
        return of(System.getProperty(PROPERTY));
    }

    static LocalVersion of(String propertyValue) {
        return parse(propertyValue == null ? DEFAULT : propertyValue);
    }

    static LocalVersion parse(String text) {
        Matcher m = VERSION.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException(PROPERTY + " must be a version such as 3.3.1, not \"" + text + "\"");
        }
        List<Integer> parts = new ArrayList<>();
        for (String p : m.group(1).split("\\.")) {
            parts.add(Integer.valueOf(p));
        }
        return new LocalVersion(parts);
    }

    /** Whether multi-attribute GSI keys are generated and compared. */
    public boolean hasMultiAttributeKeys() {
        return compareTo(MULTI_ATTRIBUTE_KEYS) >= 0;
    }

    /** Part by part; a missing part counts as 0 (3.3 is 3.3.0). */
    @Override
    public int compareTo(LocalVersion other) {
        for (int i = 0; i < Math.max(parts.size(), other.parts.size()); i++) {
            int c = Integer.compare(part(i), other.part(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private int part(int i) {
        return i < parts.size() ? parts.get(i) : 0;
    }

    /** Equal when they compare equal: 3.3 and 3.3.0 are one version. */
    @Override
    public boolean equals(Object o) {
        return o instanceof LocalVersion v && compareTo(v) == 0;
    }

    @Override
    public int hashCode() {
        List<Integer> trimmed = new ArrayList<>(parts);
        while (!trimmed.isEmpty() && trimmed.get(trimmed.size() - 1) == 0) {
            trimmed.remove(trimmed.size() - 1);
        }
        return trimmed.hashCode();
    }

    @Override
    public String toString() {
        return String.join(".", parts.stream().map(String::valueOf).toList());
    }
}
