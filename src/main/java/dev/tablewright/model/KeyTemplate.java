package dev.tablewright.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A value template for a key attribute, in OneTable's syntax: literal text with {@code ${attr}}
 * references, optionally {@code ${attr:size:pad}} to pad a value on the left ({@code ${year:4:0}}).
 * A template without references is a constant. A malformed template is kept as written (so
 * nothing the user typed is lost) and reports its {@link #syntaxError()}.
 */
public final class KeyTemplate {

    /** One piece of a template. */
    public sealed interface Part permits Literal, Ref {
    }

    public record Literal(String text) implements Part {
    }

    /** A reference to an attribute; {@code size == 0} means no padding. */
    public record Ref(String attribute, int size, char pad) implements Part {
        public String apply(String value) {
            if (size <= 0 || value.length() >= size) {
                return value;
            }
            return String.valueOf(pad).repeat(size - value.length()) + value;
        }

        String source() {
            return size > 0 ? "${" + attribute + ":" + size + ":" + pad + "}" : "${" + attribute + "}";
        }
    }

    /** Where and why a template could not be parsed. */
    public record SyntaxError(int position, String message) {
        @Override
        public String toString() {
            return message + " at column " + (position + 1);
        }
    }

    /** The outcome of rendering a template against an item. */
    public sealed interface Rendering permits Rendered, Unfilled {
    }

    public record Rendered(String value) implements Rendering {
    }

    /** The template references attributes the item lacks, or it is malformed. */
    public record Unfilled(List<String> missingAttributes, String reason) implements Rendering {
    }

    private final String source;
    private final List<Part> parts;
    private final SyntaxError syntaxError;

    private KeyTemplate(String source, List<Part> parts, SyntaxError syntaxError) {
        this.source = source;
        this.parts = List.copyOf(parts);
        this.syntaxError = syntaxError;
    }

    public static KeyTemplate parse(String source) {
        if (source == null) {
            throw new NullPointerException("template source");
        }
        List<Part> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < source.length()) {
            int open = source.indexOf("${", i);
            if (open < 0) {
                literal.append(source, i, source.length());
                break;
            }
            literal.append(source, i, open);
            int close = source.indexOf('}', open + 2);
            if (close < 0) {
                return invalid(source, open, "'${' is not closed by '}'");
            }
            String body = source.substring(open + 2, close);
            Object refOrError = parseRef(body, open + 2);
            if (refOrError instanceof SyntaxError e) {
                return new KeyTemplate(source, List.of(new Literal(source)), e);
            }
            if (literal.length() > 0) {
                parts.add(new Literal(literal.toString()));
                literal.setLength(0);
            }
            parts.add((Ref) refOrError);
            i = close + 1;
        }
        if (literal.length() > 0) {
            parts.add(new Literal(literal.toString()));
        }
        return new KeyTemplate(source, parts, null);
    }

    private static KeyTemplate invalid(String source, int position, String message) {
        return new KeyTemplate(source, List.of(new Literal(source)), new SyntaxError(position, message));
    }

    private static Object parseRef(String body, int offset) {
        String[] pieces = body.split(":", -1);
        String name = pieces[0].strip();
        if (name.isEmpty()) {
            return new SyntaxError(offset, "'${}' names no attribute");
        }
        if (pieces.length == 1) {
            return new Ref(name, 0, ' ');
        }
        if (pieces.length != 3) {
            return new SyntaxError(offset, "expected ${attribute} or ${attribute:size:pad}, found ${" + body + "}");
        }
        int size;
        try {
            size = Integer.parseInt(pieces[1].strip());
        } catch (NumberFormatException e) {
            return new SyntaxError(offset, "the size in ${" + body + "} is not a whole number");
        }
        if (size < 1 || size > 1024) {
            return new SyntaxError(offset, "the size in ${" + body + "} must be between 1 and 1024");
        }
        if (pieces[2].length() != 1) {
            return new SyntaxError(offset, "the pad in ${" + body + "} must be one character");
        }
        return new Ref(name, size, pieces[2].charAt(0));
    }

    public String source() {
        return source;
    }

    public List<Part> parts() {
        return parts;
    }

    public Optional<SyntaxError> syntaxError() {
        return Optional.ofNullable(syntaxError);
    }

    public boolean isValid() {
        return syntaxError == null;
    }

    public boolean isConstant() {
        return isValid() && parts.stream().noneMatch(p -> p instanceof Ref);
    }

    /** The attributes this template reads, in order of first use. */
    public Set<String> referencedAttributes() {
        Set<String> names = new LinkedHashSet<>();
        for (Part p : parts) {
            if (p instanceof Ref r) {
                names.add(r.attribute());
            }
        }
        return names;
    }

    /** Renders the template from an item's attributes. */
    public Rendering render(Item item) {
        return render(name -> item.get(name).map(KeyTemplate::textOf).orElse(null));
    }

    /** Renders the template from any lookup (returning null for a missing attribute). */
    public Rendering render(Function<String, String> lookup) {
        if (syntaxError != null) {
            return new Unfilled(List.of(), "the template is malformed: " + syntaxError);
        }
        StringBuilder out = new StringBuilder();
        List<String> missing = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Literal l) {
                out.append(l.text());
            } else if (p instanceof Ref r) {
                String value = lookup.apply(r.attribute());
                if (value == null) {
                    if (!missing.contains(r.attribute())) {
                        missing.add(r.attribute());
                    }
                } else {
                    out.append(r.apply(value));
                }
            }
        }
        if (!missing.isEmpty()) {
            return new Unfilled(missing, "no value for " + String.join(", ", missing));
        }
        return new Rendered(out.toString());
    }

    /**
     * Whether the template renders from the item to exactly {@code expected}, decided without
     * building the text: deriving the keys of a saved model, whose keys are already derived, is then
     * a comparison, not an allocation per key.
     */
    public boolean rendersAs(Item item, String expected) {
        if (syntaxError != null) {
            return false;
        }
        int pos = 0;
        for (int i = 0; i < parts.size(); i++) {
            Part p = parts.get(i);
            String piece;
            if (p instanceof Literal l) {
                piece = l.text();
            } else {
                Ref r = (Ref) p;
                piece = textOf(item.attributes().get(r.attribute()));
                if (piece == null) {
                    return false;
                }
                for (int pad = r.size() - piece.length(); pad > 0; pad--, pos++) {
                    if (pos >= expected.length() || expected.charAt(pos) != r.pad()) {
                        return false;
                    }
                }
            }
            if (!expected.startsWith(piece, pos)) {
                return false;
            }
            pos += piece.length();
        }
        return pos == expected.length();
    }

    /** Renders with example values (the attribute name in angle brackets where none is given). */
    public String example(Map<String, String> values) {
        StringBuilder out = new StringBuilder();
        for (Part p : parts) {
            if (p instanceof Literal l) {
                out.append(l.text());
            } else if (p instanceof Ref r) {
                String v = values.get(r.attribute());
                out.append(v == null ? "<" + r.attribute() + ">" : r.apply(v));
            }
        }
        return out.toString();
    }

    /** This template with every reference to {@code from} renamed to {@code to}. */
    public KeyTemplate renameAttribute(String from, String to) {
        if (syntaxError != null || !referencedAttributes().contains(from)) {
            return this;
        }
        StringBuilder out = new StringBuilder();
        for (Part p : parts) {
            if (p instanceof Literal l) {
                out.append(l.text());
            } else if (p instanceof Ref r) {
                out.append((r.attribute().equals(from) ? new Ref(to, r.size(), r.pad()) : r).source());
            }
        }
        return parse(out.toString());
    }

    /**
     * Reads attribute values back out of a rendered key, when the template's literals separate its
     * references unambiguously ({@code MOVIE#${movieId}} on {@code MOVIE#42} gives movieId=42).
     * Empty when the value does not have the template's shape.
     */
    public Optional<Map<String, String>> match(String value) {
        if (syntaxError != null) {
            return Optional.empty();
        }
        Map<String, String> found = new java.util.LinkedHashMap<>();
        int pos = 0;
        for (int i = 0; i < parts.size(); i++) {
            Part p = parts.get(i);
            if (p instanceof Literal l) {
                if (!value.startsWith(l.text(), pos)) {
                    return Optional.empty();
                }
                pos += l.text().length();
            } else if (p instanceof Ref r) {
                int end;
                if (i + 1 < parts.size() && parts.get(i + 1) instanceof Literal next) {
                    end = value.indexOf(next.text(), pos);
                    if (end < 0) {
                        return Optional.empty();
                    }
                } else if (i + 1 < parts.size()) {
                    return Optional.empty(); // two adjacent references: ambiguous
                } else {
                    end = value.length();
                }
                String v = value.substring(pos, end);
                String previous = found.putIfAbsent(r.attribute(), v);
                if (previous != null && !previous.equals(v)) {
                    return Optional.empty();
                }
                pos = end;
            }
        }
        return pos == value.length() ? Optional.of(found) : Optional.empty();
    }

    /** Text of a value as a template sees it: numbers canonical, binary as base64. */
    public static String textOf(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            return s.value();
        }
        if (v instanceof AttributeValue.N n) {
            return n.text();
        }
        if (v instanceof AttributeValue.B b) {
            return b.value().toBase64();
        }
        if (v instanceof AttributeValue.Bool b) {
            return Boolean.toString(b.value());
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KeyTemplate t && t.source.equals(source);
    }

    @Override
    public int hashCode() {
        return source.hashCode();
    }

    @Override
    public String toString() {
        return source;
    }
}
