package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.SampleItems;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.engine.migrate.PlanFacts;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/**
 * What a plan takes from a live FROM table, for the command line and the window alike: its design
 * (DescribeTable and the settings' calls), DynamoDB's ItemCount, and a sample of its items, so the
 * estimates share the count among entities as the table's own items are, not as TO's sample items.
 */
public record LiveFromTable(String table, TableDesign design, Optional<Long> itemCount, List<Item> sample) {
    /** Items read for the shares: enough to tell a 1 % entity, a few pages of a Scan. */
    public static final int SAMPLE = 1000;

    public LiveFromTable {
        sample = List.copyOf(sample);
    }

    /** @throws IllegalArgumentException when the endpoint has no such table */
    public static LiveFromTable read(Gateway gateway, String table) {
        TableDesign design = gateway.liveSettings(table).orElseThrow(() ->
                new IllegalArgumentException("no table " + table + " at " + gateway.displayName())).design();
        Optional<Long> count = gateway.facts(table).map(TableFacts::itemCount);
        return new LiveFromTable(table, design, count, SampleItems.first(gateway, table, SAMPLE).items());
    }

    /** FROM as the planner takes it: the live design, no entities. */
    public DataModel model() {
        return DataModel.of(table, List.of(design));
    }

    public PlanFacts facts(PlanFacts base) {
        return base.withLiveTable(table, itemCount, sample);
    }
}
