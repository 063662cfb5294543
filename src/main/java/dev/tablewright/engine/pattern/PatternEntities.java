package dev.tablewright.engine.pattern;

import dev.tablewright.model.Entity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/**
 * Which entities' items a key condition can return, from their key templates alone: an entity counts
 * when its items land in the table or index read (they carry its key attributes) and each clause can
 * hold for its template — {@code pk = MOV#${id}} rules out {@code ACT#${id}}, {@code begins_with(sk,
 * ACT#)} rules out {@code MOV#}, a BETWEEN of two keys starting alike rules out keys starting
 * otherwise. Only the literal text before a template's first {@code ${…}} is compared; other ranges
 * are taken to hold.
 */
final class PatternEntities {
    private PatternEntities() {
    }

    static List<String> of(TableDesign table, KeySchema keys, PatternCondition condition) {
        return table.entities().stream().filter(e -> lands(table, keys, e) && condition.clauses().stream()
                .allMatch(c -> e.template(c.attribute()).map(t -> holds(t, c)).orElse(true)))
                .map(Entity::name).toList();
    }

    /** The table's keys are on every item; an index's only on items that carry them. */
    private static boolean lands(TableDesign table, KeySchema keys, Entity e) {
        return keys.attributes().stream().allMatch(k -> table.keySchema().attributes().contains(k)
                || e.template(k.name()).isPresent() || e.attribute(k.name()).isPresent());
    }

    private static boolean holds(KeyTemplate template, PatternCondition.Clause c) {
        return switch (c.op()) {
            case "=" -> mayEqual(template, c.operands().get(0));
            case "begins_with" -> mayBeginWith(template, c.operands().get(0));
            // Between two keys that start alike, a key starts so too (str#${from} … str#${to}).
            case "BETWEEN" -> mayBeginWith(template, KeyTemplate.parse(common(lead(c.operands().get(0)),
                    lead(c.operands().get(1)))));
            default -> true;
        };
    }

    private static boolean mayEqual(KeyTemplate t, KeyTemplate operand) {
        Optional<String> tText = constant(t);
        Optional<String> oText = constant(operand);
        if (tText.isPresent() && oText.isPresent()) {
            return tText.get().equals(oText.get());
        }
        if (oText.isPresent()) {
            return oText.get().startsWith(lead(t));
        }
        return tText.map(text -> text.startsWith(lead(operand))).orElseGet(() -> related(lead(t), lead(operand)));
    }

    private static boolean mayBeginWith(KeyTemplate t, KeyTemplate prefix) {
        Optional<String> tText = constant(t);
        Optional<String> pText = constant(prefix);
        if (tText.isPresent() && pText.isPresent()) {
            return tText.get().startsWith(pText.get());
        }
        if (tText.isPresent()) {
            return tText.get().startsWith(lead(prefix));
        }
        return related(lead(t), pText.orElseGet(() -> lead(prefix)));
    }

    private static String common(String a, String b) {
        int n = 0;
        while (n < Math.min(a.length(), b.length()) && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        return a.substring(0, n);
    }

    /** Whether one text can continue into the other. */
    private static boolean related(String a, String b) {
        return a.startsWith(b) || b.startsWith(a);
    }

    /** The literal text before the first reference. */
    static String lead(KeyTemplate t) {
        StringBuilder out = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            if (!(p instanceof KeyTemplate.Literal l)) {
                break;
            }
            out.append(l.text());
        }
        return out.toString();
    }

    private static Optional<String> constant(KeyTemplate t) {
        return t.isConstant() ? Optional.of(lead(t)) : Optional.empty();
    }
}
