package dev.tablewright.engine.index;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One item collection of an index as a design puts it: the partition that an entity's first sample
 * item lands in, and its rows in key order. Shown before and after a suggested change of the
 * index's keys, so the user sees what the change does to real items (a round of 10 sorting before 2
 * as text, and after it as a number).
 *
 * @param partition the partition's value, or the tuple of values of a multi-attribute key
 * @param rows      each row's sort values, joined with " · ", and its entity
 */
public record CollectionPreview(String index, String partition, List<Row> rows) {
    public record Row(String sort, String entity) {
    }

    public CollectionPreview {
        rows = List.copyOf(rows);
    }

    /** Empty when the table has no such index or the entity's first item is not in it. */
    public static Optional<CollectionPreview> of(TableDesign table, String index, String entity) {
        Optional<IndexView> view = IndexView.ofIndex(table, index);
        if (view.isEmpty()) {
            return Optional.empty();
        }
        KeySchema keys = view.get().keys();
        List<SourcedItem> items = view.get().items();
        Optional<SourcedItem> first = items.stream()
                .filter(s -> entity.equals(s.entity())).min((a, b) -> Integer.compare(a.ordinal(), b.ordinal()));
        if (first.isEmpty()) {
            return Optional.empty();
        }
        List<AttributeValue> partition = values(first.get(), keys.partitionNames());
        List<Row> rows = new ArrayList<>();
        for (SourcedItem s : items) {
            if (values(s, keys.partitionNames()).equals(partition)) {
                rows.add(new Row(String.join(" · ", texts(values(s, keys.sortNames()))),
                        s.entity() == null ? "" : s.entity()));
            }
        }
        String label = KeySchema.tuple(texts(partition));
        return Optional.of(new CollectionPreview(index, label, rows));
    }

    private static List<AttributeValue> values(SourcedItem s, List<String> names) {
        return names.stream().map(n -> s.item().attributes().get(n)).toList();
    }

    private static List<String> texts(List<AttributeValue> values) {
        return values.stream().map(v -> v == null ? "" : v.displayText()).toList();
    }
}
