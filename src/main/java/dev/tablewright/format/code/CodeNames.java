package dev.tablewright.format.code;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Identifiers for generated code, from the names a model uses ({@code Get movies by an actor},
 * {@code movieId}, {@code from}): words joined as the language spells them, never a keyword, and one
 * per name within a scope.
 */
final class CodeNames {
    static final Set<String> JAVA_KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "yield", "record", "sealed", "permits",
            // names the generated methods use for their own locals
            "client", "key", "item", "items", "names", "values", "request", "response", "page", "start", "changes",
            "attributes", "sets");
    static final Set<String> PYTHON_KEYWORDS = Set.of("False", "None", "True", "and", "as", "assert", "async",
            "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
            "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
            "try", "while", "with", "yield", "self", "key", "item", "items", "request", "response", "page", "start",
            "changes", "attributes", "sets", "names", "values");
    static final Set<String> JAVASCRIPT_KEYWORDS = Set.of("await", "break", "case", "catch", "class", "const",
            "continue", "debugger", "default", "delete", "do", "else", "enum", "export", "extends", "false",
            "finally", "for", "function", "if", "implements", "import", "in", "instanceof", "interface", "let", "new",
            "null", "package", "private", "protected", "public", "return", "static", "super", "switch", "this",
            "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "arguments", "eval",
            "undefined", "key", "item", "items", "request", "response", "page", "start", "changes", "attributes",
            "sets", "names", "values");

    private CodeNames() {
    }

    /** The words of a name: split at anything not a letter or digit and where a capital follows a small letter. */
    static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ascii = c < 128 && Character.isLetterOrDigit(c);
            if (!ascii || Character.isUpperCase(c) && word.length() > 0
                    && Character.isLowerCase(word.charAt(word.length() - 1))) {
                if (word.length() > 0) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            }
            if (ascii) {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            words.add(word.toString());
        }
        return words.isEmpty() ? List.of("x") : words;
    }

    static String camel(String name, Set<String> keywords) {
        StringBuilder out = new StringBuilder();
        for (String w : words(name)) {
            out.append(out.length() == 0 ? w.substring(0, 1).toLowerCase(Locale.ROOT) + w.substring(1) : capital(w));
        }
        return safe(out.toString(), keywords);
    }

    static String pascal(String name, Set<String> keywords) {
        StringBuilder out = new StringBuilder();
        words(name).forEach(w -> out.append(capital(w)));
        return safe(out.toString(), keywords);
    }

    static String snake(String name, Set<String> keywords) {
        return safe(String.join("_", words(name)).toLowerCase(Locale.ROOT), keywords);
    }

    /** A method's parameter for each name from the model, in order: as the language spells it, each once. */
    static Map<String, String> parameters(List<String> names, UnaryOperator<String> identifier) {
        Unique unique = new Unique();
        Map<String, String> out = new LinkedHashMap<>();
        names.forEach(n -> out.put(n, unique.of(identifier.apply(n))));
        return out;
    }

    /** {@code identifier}, or with a number after it where one of {@code taken} already is it. */
    static String another(String identifier, java.util.Collection<String> taken) {
        String candidate = identifier;
        for (int n = 2; taken.contains(candidate); n++) {
            candidate = identifier + n;
        }
        return candidate;
    }

    private static String capital(String w) {
        return w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1);
    }

    private static String safe(String identifier, Set<String> keywords) {
        String s = Character.isDigit(identifier.charAt(0)) ? "_" + identifier : identifier;
        return keywords.contains(s) ? s + "_" : s;
    }

    /** Hands out each identifier once: a second {@code getMovie} becomes {@code getMovie2}. */
    static final class Unique {
        private final Set<String> taken = new HashSet<>();

        String of(String identifier) {
            String candidate = identifier;
            for (int n = 2; !taken.add(candidate); n++) {
                candidate = identifier + n;
            }
            return candidate;
        }
    }
}
