package dev.tablewright.engine.index;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeReader;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What every view of a table is built from, worked out once per rebuild: the sample items with
 * derived keys, numbered (loose items first, then each entity's), and each key attribute of the
 * table and its indexes as a column of values by item number, with whether each value can be a key
 * of which type. The keys are read while deriving, when the item is at hand; a view then filters and
 * sorts by array reads instead of going from each item to its attribute map once per view.
 */
final class ViewSource {
    /** Items per parallel task: large enough to outweigh the task, small enough to share out. */
    private static final int CHUNK = 4_096;
    /** The kind of a value no key can hold: absent, an empty string or binary. */
    private static final byte NOT_A_KEY = 0;

    /** The items, by number. */
    final SourcedItem[] items;
    /** Every key attribute of the table and its indexes, table keys first. */
    private final List<String> keyNames;
    /** {@code keys[k][i]}: item i's value of key attribute k, null when it has none. */
    final AttributeValue[][] keys;
    /** {@code strings[k][i]}: the string of that value when it is one, else null (one hop less to compare it). */
    final String[][] strings;
    /** {@code kinds[k][i]}: {@link #kind(AttributeType)} of that value's type when it can be a key, else 0. */
    final byte[][] kinds;
    private final List<Run> runs;
    /** Per run, the attribute names its items carry, in order of first appearance. */
    private final List<Set<String>> runNames;

    /** One entity's items (or the loose items: entity and deriver null), numbered from {@code start}. */
    private record Run(String entity, List<Item> items, KeyDerivation.Deriver deriver, int start) {
    }

    /** A part of a run that one task derives and reads. */
    private record Chunk(Run run, int from, int to) {
    }

    private ViewSource(SourcedItem[] items, List<String> keyNames, AttributeValue[][] keys, String[][] strings,
            byte[][] kinds, List<Run> runs, List<Set<String>> runNames) {
        this.items = items;
        this.keyNames = keyNames;
        this.keys = keys;
        this.strings = strings;
        this.kinds = kinds;
        this.runs = runs;
        this.runNames = runNames;
    }

    static ViewSource of(TableDesign table) {
        List<Run> runs = new ArrayList<>();
        int total = table.items().size();
        runs.add(new Run(null, table.items(), null, 0));
        for (Entity e : table.entities()) {
            runs.add(new Run(e.name(), e.items(), KeyDerivation.forEntity(table, e), total));
            total += e.items().size();
        }
        List<String> keyNames = table.keyAttributes().stream().map(AttributeDef::name).toList();
        SourcedItem[] items = new SourcedItem[total];
        AttributeValue[][] keys = new AttributeValue[keyNames.size()][total];
        String[][] strings = new String[keyNames.size()][total];
        byte[][] kinds = new byte[keyNames.size()][total];
        List<Chunk> chunks = new ArrayList<>();
        for (Run run : runs) {
            for (int from = 0; from < run.items().size(); from += CHUNK) {
                chunks.add(new Chunk(run, from, Math.min(run.items().size(), from + CHUNK)));
            }
        }
        // Deriving and reading are independent per item: spread over the cores.
        chunks.parallelStream().forEach(chunk -> {
            AttributeReader reader = new AttributeReader(keyNames);
            AttributeValue[] values = new AttributeValue[keyNames.size()];
            Run run = chunk.run();
            for (int i = chunk.from(); i < chunk.to(); i++) {
                Item item = run.items().get(i);
                if (run.deriver() != null) {
                    item = run.deriver().deriveAll(item).item();
                }
                int n = run.start() + i;
                items[n] = new SourcedItem(run.entity(), i, item);
                reader.read(item, values);
                for (int k = 0; k < values.length; k++) {
                    keys[k][n] = values[k];
                    strings[k][n] = values[k] instanceof AttributeValue.S s ? s.value() : null;
                    kinds[k][n] = kindOf(values[k]);
                }
            }
        });
        List<Set<String>> runNames = runs.stream().map(r -> namesOf(items, r.start(), r.items().size())).toList();
        return new ViewSource(items, keyNames, keys, strings, kinds, List.copyOf(runs), runNames);
    }

    /** The code {@link #kinds} holds for a key value of that type. */
    static byte kind(AttributeType type) {
        return (byte) (type.ordinal() + 1);
    }

    /** The kind of a value as a key: its type's code, or 0 when it is absent or an empty string or binary. */
    static byte kindOf(AttributeValue v) {
        if (v == null || v instanceof AttributeValue.S s && s.value().isEmpty()
                || v instanceof AttributeValue.B b && b.value().length() == 0) {
            return NOT_A_KEY;
        }
        return kind(v.type());
    }

    /** The names carried by items {@code [start, start + size)}, in order of first appearance. */
    private static Set<String> namesOf(SourcedItem[] items, int start, int size) {
        Set<String> names = new LinkedHashSet<>();
        // Items of one shape share one key set: a run of them adds its names once.
        Set<String> last = null;
        for (int i = start; i < start + size; i++) {
            Set<String> keys = items[i].item().attributes().keySet();
            if (keys != last) {
                names.addAll(keys);
                last = keys;
            }
        }
        return names;
    }

    /** The column of a key attribute of the table or one of its indexes. */
    int column(String keyName) {
        int column = keyNames.indexOf(keyName);
        if (column < 0) {
            throw new IllegalArgumentException("not a key attribute of the table or its indexes: " + keyName);
        }
        return column;
    }

    /**
     * The attribute names carried by the items of each entity (the loose items counting as one) that
     * has items among the first {@code count} of {@code held} (ascending), in the order of the items.
     */
    List<Set<String>> attributesOfEntitiesIn(int[] held, int count) {
        List<Set<String>> names = new ArrayList<>();
        int j = 0;
        for (int r = 0; r < runs.size(); r++) {
            Run run = runs.get(r);
            int end = run.start() + run.items().size();
            while (j < count && held[j] < run.start()) {
                j++;
            }
            if (j < count && held[j] < end) {
                names.add(runNames.get(r));
            }
        }
        return names;
    }
}
