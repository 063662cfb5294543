package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.KeyLimits;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An engine holding tables and their sample items, derived keys applied: what the Sandbox and the
 * access-pattern analysis run on. A sample item that DynamoDB would refuse (a missing or empty key …)
 * is left out and listed in {@link #leftOut()}.
 *
 * @param loaded  the items put, per table, in the order loaded
 * @param leftOut the items left out and why
 */
public record SampleData(QueryEngine engine, List<Loaded> loaded, List<LeftOut> leftOut) {

    /**
     * A sample item DynamoDB would refuse.
     *
     * @param reason   short, for a list of items ("GSI1PK is empty"), else DynamoDB's words
     * @param emptyKey the key attribute (of the table or an index) whose value is empty, if that is why
     */
    public record LeftOut(String table, SourcedItem item, String reason, Optional<String> emptyKey) {
        /** {@code table entity#n: reason}, as the commit report lists it. */
        public String line() {
            return table + " " + item.id() + ": " + reason;
        }
    }

    /** One table's sample items that the engine holds. */
    public record Loaded(TableDesign table, List<SourcedItem> items) {
        public Loaded {
            items = List.copyOf(items);
        }
    }

    public SampleData {
        loaded = List.copyOf(loaded);
        leftOut = List.copyOf(leftOut);
    }

    /** Why items were left out, one line each ({@code table entity#n: message}). */
    public List<String> refused() {
        return leftOut.stream().map(LeftOut::line).toList();
    }

    public static SampleData of(List<TableDesign> tables) {
        QueryEngine engine = new QueryEngine();
        List<Loaded> loaded = new ArrayList<>();
        List<LeftOut> refused = new ArrayList<>();
        for (TableDesign table : tables) {
            engine.createTable(table);
            List<SourcedItem> put = new ArrayList<>();
            for (SourcedItem s : IndexView.derivedItems(table)) {
                try {
                    engine.putItem(PutItemRequest.of(table.name(), s.item()));
                    put.add(s);
                } catch (DynamoException e) {
                    Optional<String> empty = emptyKey(table, s);
                    refused.add(new LeftOut(table.name(), s, empty.map(k -> k + " is empty").orElse(e.getMessage()),
                            empty));
                }
            }
            loaded.add(new Loaded(table, put));
        }
        return new SampleData(engine, loaded, refused);
    }

    /** The first key attribute of the table or an index that the item holds as an empty string or binary. */
    private static Optional<String> emptyKey(TableDesign table, SourcedItem s) {
        return table.keyAttributeNames().stream().filter(k -> s.item().get(k).filter(KeyLimits::isEmpty).isPresent())
                .findFirst();
    }
}
