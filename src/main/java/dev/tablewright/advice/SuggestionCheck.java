package dev.tablewright.advice;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EditRefused;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.rules.ModelValidator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whether a suggestion may be offered: applied to a copy of the model, it must keep apart the sample
 * items whose primary keys were apart (no two collapse onto one key, no part of an entity's key
 * template dropped; said first, as the likeliest harm), must not add an error or a warning, and must serve every access pattern at least as
 * well (no new Scan, no pattern that stops running, the same items returned). The model as it is is
 * measured once; each suggestion is measured against it.
 */
public final class SuggestionCheck {
    private final DataModel model;
    private final Measure before;

    private SuggestionCheck(DataModel model) {
        this.model = model;
        this.before = Measure.of(model);
    }

    /** Measures {@code model} (its problems, keys and patterns on the sample data) once. */
    public static SuggestionCheck of(DataModel model) {
        return new SuggestionCheck(model);
    }

    /** The suggestions that pass, in their order. */
    public List<Suggestion> offered(List<Suggestion> suggestions) {
        return suggestions.stream().filter(s -> refusal(s).isEmpty()).toList();
    }

    /** Why the suggestion would make the design worse, in one sentence; empty when it may be offered. */
    public Optional<String> refusal(Suggestion suggestion) {
        DataModel after;
        try {
            after = suggestion.edit().apply(model);
        } catch (EditRefused e) {
            return Optional.of("it cannot be applied: " + e.getMessage());
        }
        Measure m = Measure.of(after);
        return before.worseIn(m);
    }

    /** What a model is, as far as a suggestion may not make it worse. */
    private record Measure(Map<Severity, List<String>> problems, Map<String, KeyCount> keys,
            Map<String, Set<String>> keyParts, Map<String, PatternAnalysis> patterns, Set<String> leftOut) {

        static Measure of(DataModel model) {
            Map<Severity, List<String>> problems = new HashMap<>();
            for (Problem p : ModelValidator.validate(model)) {
                problems.computeIfAbsent(p.severity(), s -> new ArrayList<>()).add(p.message());
            }
            Map<String, KeyCount> keys = new LinkedHashMap<>();
            Map<String, Set<String>> parts = new LinkedHashMap<>();
            for (TableDesign t : model.tables()) {
                keys.put(t.name(), KeyCount.of(t));
                for (Entity e : t.entities()) {
                    Set<String> read = new TreeSet<>();
                    t.keySchema().names().forEach(k -> e.template(k).ifPresent(tpl -> read.addAll(tpl.referencedAttributes())));
                    parts.put(t.name() + "." + e.name(), read);
                }
            }
            Map<String, PatternAnalysis> patterns = new LinkedHashMap<>();
            PatternAnalyzer analyzer = PatternAnalyzer.of(model);
            analyzer.analyseAll().forEach(a -> patterns.put(a.table() + "." + a.pattern().name(), a));
            return new Measure(problems, keys, parts, patterns, analyzer.leftOutIds());
        }

        /** The first way {@code after} is worse than this, said as what applying it would do. */
        Optional<String> worseIn(Measure after) {
            for (Map.Entry<String, KeyCount> k : keys.entrySet()) {
                KeyCount now = after.keys.get(k.getKey());
                if (now != null && now.sharing() > k.getValue().sharing()) {
                    return Optional.of("it would merge " + now.sharing() + " items onto " + now.sharedKeys() + " keys in "
                            + k.getKey());
                }
            }
            for (Map.Entry<String, Set<String>> p : keyParts.entrySet()) {
                Set<String> now = after.keyParts.get(p.getKey());
                if (now != null && !now.containsAll(p.getValue())) {
                    Set<String> dropped = new TreeSet<>(p.getValue());
                    dropped.removeAll(now);
                    return Optional.of("it would drop " + String.join(", ", dropped.stream().map(a -> "${" + a + "}").toList())
                            + " from " + p.getKey().substring(p.getKey().indexOf('.') + 1) + "'s primary key");
                }
            }
            for (Severity s : List.of(Severity.ERROR, Severity.WARNING)) {
                List<String> added = added(problems.getOrDefault(s, List.of()), after.problems.getOrDefault(s, List.of()));
                if (!added.isEmpty()) {
                    String what = s == Severity.ERROR ? "error" : "warning";
                    return Optional.of("it would add " + added.size() + " " + what + (added.size() == 1 ? "" : "s")
                            + " (" + added.get(0) + ")");
                }
            }
            for (Map.Entry<String, PatternAnalysis> e : patterns.entrySet()) {
                PatternAnalysis was = e.getValue();
                PatternAnalysis now = after.patterns.get(e.getKey());
                String name = "'" + was.pattern().name() + "'";
                if (now == null) {
                    continue; // renamed or removed by the suggestion itself: nothing to compare
                }
                if (was.errors().isEmpty() && !now.errors().isEmpty()) {
                    return Optional.of("access pattern " + name + " would no longer run (" + now.errors().get(0) + ")");
                }
                if (!was.needsScan() && now.needsScan()) {
                    return Optional.of("access pattern " + name + " would need a Scan");
                }
                if (was.errors().isEmpty() && !sameItems(was, now, leftOut)) {
                    String entity = was.pattern().entity();
                    return Optional.of("access pattern " + name + " would return " + ids(now, entity, leftOut).size()
                            + " " + (entity == null || entity.isEmpty() ? "" : entity + " ") + "items instead of "
                            + ids(was, entity, leftOut).size());
                }
            }
            return Optional.empty();
        }

        /**
         * The same sample items of the pattern's entity (by entity and ordinal), in any order: keys may
         * change, the items asked for may not. Items of other entities a read also meets (a collection's
         * children, what a Scan's filter lets through) are not what the pattern is for, nor are items the
         * Sandbox left out before (a fix that lets them in gains them; it takes nothing away).
         */
        private static boolean sameItems(PatternAnalysis was, PatternAnalysis now, Set<String> leftOutBefore) {
            String entity = was.pattern().entity();
            return ids(was, entity, leftOutBefore).equals(ids(now, entity, leftOutBefore));
        }

        private static Map<String, Integer> ids(PatternAnalysis a, String entity, Set<String> ignored) {
            Map<String, Integer> ids = new HashMap<>();
            a.returned().stream().filter(s -> entity == null || entity.isEmpty() || entity.equals(s.entity()))
                    .filter(s -> !ignored.contains(a.table() + "/" + s.id()))
                    .forEach(s -> ids.merge(s.id(), 1, Integer::sum));
            return ids;
        }

        /** What is in {@code after} more often than in {@code before}. */
        private static List<String> added(List<String> before, List<String> after) {
            Map<String, Integer> left = new HashMap<>();
            before.forEach(m -> left.merge(m, 1, Integer::sum));
            List<String> added = new ArrayList<>();
            for (String m : after) {
                if (left.merge(m, -1, Integer::sum) < 0) {
                    added.add(m);
                }
            }
            return added;
        }
    }

    /**
     * A table's sample items that share a primary key with another (DynamoDB would keep one of each
     * such group), and how many keys those groups are on.
     */
    private record KeyCount(int sharing, int sharedKeys) {
        static KeyCount of(TableDesign table) {
            List<String> names = table.keySchema().names();
            Map<List<AttributeValue>, Integer> perKey = new HashMap<>();
            for (SourcedItem s : IndexView.derivedItems(table)) {
                List<AttributeValue> key = new ArrayList<>();
                for (String n : names) {
                    AttributeValue v = s.item().attributes().get(n);
                    if (v == null) {
                        break;
                    }
                    key.add(v);
                }
                if (key.size() == names.size()) {
                    perKey.merge(key, 1, Integer::sum);
                }
            }
            int sharing = 0;
            int keys = 0;
            for (int n : perKey.values()) {
                if (n > 1) {
                    sharing += n;
                    keys++;
                }
            }
            return new KeyCount(sharing, keys);
        }
    }
}
