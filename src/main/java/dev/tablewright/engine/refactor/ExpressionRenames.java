package dev.tablewright.engine.refactor;

import dev.tablewright.engine.expr.parse.TemplateOperands;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One attribute renamed inside the texts that name attributes: an access pattern's key condition
 * (bare names, literal operands), a filter or an expression (DynamoDB syntax: {@code #name} or bare
 * names, {@code ${parameter}} or {@code :value} values) and a projection list. A name after a dot is a
 * nested field, not the attribute, and is left alone; so is every literal operand.
 */
public final class ExpressionRenames {
    private ExpressionRenames() {
    }

    /**
     * A pattern's key condition: its attribute names as the parser finds them (an operand such as
     * {@code mov#${movieId}} is a value, whatever words it holds), then its {@code ${}} references.
     * A condition the lexer cannot read has only its references renamed.
     */
    public static String keyCondition(String text, String from, String to) {
        String named = text;
        try {
            List<TemplateOperands.Part> parts = TemplateOperands.of(text).parts();
            StringBuilder out = new StringBuilder(text);
            for (int i = parts.size() - 1; i >= 0; i--) {
                TemplateOperands.Part p = parts.get(i);
                if (!p.isValue() && p.written().equals(from) && !afterDot(text, p.start())) {
                    out.replace(p.start(), p.end(), to);
                }
            }
            named = out.toString();
        } catch (RuntimeException unreadable) {
            // The rules flag the condition; its references are still renamed below.
        }
        return references(named, from, to);
    }

    /**
     * DynamoDB expression syntax (a pattern's filter, a request's expressions, a projection list):
     * {@code #from}, a bare {@code from} and a {@code ${from}} reference; never a {@code :from} value
     * or a nested {@code x.from}.
     */
    public static String expression(String text, String from, String to) {
        String q = Pattern.quote(from);
        Matcher m = Pattern.compile("(?<![\\w.:$#{])(#?)" + q + "(?![\\w])").matcher(references(text, from, to));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + to));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** {@code ${from}}, {@code ${from:N}}, {@code ${from:3:0}} → the same with {@code to}. */
    public static String references(String text, String from, String to) {
        return text.replaceAll("\\$\\{" + Pattern.quote(from) + "(?=[}:])", Matcher.quoteReplacement("${" + to));
    }

    private static boolean afterDot(String text, int at) {
        int i = at - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        return i >= 0 && text.charAt(i) == '.';
    }
}
