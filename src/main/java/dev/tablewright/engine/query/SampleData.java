package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/**
 * An engine holding tables and their sample items, derived keys applied: what the Sandbox and the
 * access-pattern analysis run on. A sample item that DynamoDB would refuse (a missing or empty key …)
 * is left out and listed in {@link #refused()}.
 *
 * @param loaded  the items put, per table, in the order loaded
 * @param refused why items were left out, one line each ({@code table entity#n: message})
 */
public record SampleData(QueryEngine engine, List<Loaded> loaded, List<String> refused) {

    /** One table's sample items that the engine holds. */
    public record Loaded(TableDesign table, List<SourcedItem> items) {
        public Loaded {
            items = List.copyOf(items);
        }
    }

    public SampleData {
        loaded = List.copyOf(loaded);
        refused = List.copyOf(refused);
    }

    public static SampleData of(List<TableDesign> tables) {
        QueryEngine engine = new QueryEngine();
        List<Loaded> loaded = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (TableDesign table : tables) {
            engine.createTable(table);
            List<SourcedItem> put = new ArrayList<>();
            for (SourcedItem s : IndexView.derivedItems(table)) {
                try {
                    engine.putItem(PutItemRequest.of(table.name(), s.item()));
                    put.add(s);
                } catch (DynamoException e) {
                    refused.add(table.name() + " " + s.id() + ": " + e.getMessage());
                }
            }
            loaded.add(new Loaded(table, put));
        }
        return new SampleData(engine, loaded, refused);
    }
}
