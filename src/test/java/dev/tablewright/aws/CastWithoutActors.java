package dev.tablewright.aws;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.Map;

/**
 * A live table of 300 cast members ({@code mov#…}/{@code act#…}) in 60 movies whose actors are not in
 * it, for reverse's note on a sample that stopped short: a sample cut at any size never reaches an
 * actor (a parallel Scan's pages come in no fixed order, so a table with a few actors would make the
 * note depend on which segment answered first).
 */
public final class CastWithoutActors {
    /** Items in the table. */
    public static final int ITEMS = 300;

    private CastWithoutActors() {
    }

    public static void create(Gateway g, String table) {
        g.createTable(TableDesign.of(table, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)));
        LocalItems.put(g, table, ITEMS, i -> new Item(Map.of("pk", AttributeValue.s("mov#" + i / 5),
                "sk", AttributeValue.s("act#" + i), "entityType", AttributeValue.s("cast"),
                "movieId", AttributeValue.s("" + i / 5), "actorId", AttributeValue.s("" + i))));
    }
}
