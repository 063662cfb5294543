package dev.tablewright.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.SortOp;
import dev.tablewright.ui.common.EntityColors;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** The explorer's ViewModels on DynamoDB Local (in-process), without a toolkit. */
class TableExplorerViewModelTest {
    private static final String TABLE = "explorer-items";
    private static final int ITEMS = 350;
    private static final TableDesign DESIGN = TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.S, "sk",
            AttributeType.N)).withGlobalIndexes(List.of(new GlobalSecondaryIndex("byTitle",
                    KeySchema.of("title", AttributeType.S), Projection.KEYS_ONLY, null)));
    private static Gateway local;

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private final TableExplorerViewModel explorer = new TableExplorerViewModel(tasks, c -> local,
            () -> DataModel.of("m", List.of()));

    @BeforeAll
    static void fill() {
        local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        LocalItems.freshTable(local, DESIGN);
        LocalItems.put(local, TABLE, ITEMS, i -> new Item(Map.of("pk", AttributeValue.s("P" + i % 7),
                "sk", new AttributeValue.N(new BigDecimal(i)), "title", AttributeValue.s("item " + i))));
    }

    @AfterAll
    static void drop() {
        local.deleteTable(TABLE);
    }

    private TablePageViewModel opened() {
        explorer.refresh();
        TablePageViewModel page = explorer.open(TABLE);
        page.load();
        return page;
    }

    @Test
    void theSandboxListsTheModelsTablesOnceTheModelIsOpenAndWhenTheyChange() {
        SimpleObjectProperty<DataModel> models = new SimpleObjectProperty<>();
        TableExplorerViewModel sandbox = new TableExplorerViewModel(tasks, c -> {
            if (models.get() == null) {
                throw new IllegalStateException("No model is open: the Sandbox runs on a model's sample data.");
            }
            return dev.tablewright.aws.sandbox.SandboxGateway.of(models.get());
        }, models::get);
        sandbox.followModel(models);
        sandbox.follow(new SimpleObjectProperty<>(Connection.SANDBOX));
        // No model yet (the recovery question is up): nothing failed, there is just nothing to list.
        assertEquals("The Sandbox lists the open model's tables: open a model", sandbox.statusProperty().get());
        TableDesign a = TableDesign.of("A", KeySchema.of("pk", AttributeType.S));
        models.set(DataModel.of("m", List.of(a)));
        assertEquals(List.of("A"), List.copyOf(sandbox.tables()));
        models.set(DataModel.of("m", List.of(a, TableDesign.of("B", KeySchema.of("pk", AttributeType.S)))));
        assertEquals(List.of("A", "B"), List.copyOf(sandbox.tables()));
    }

    /** A commit to the connection shown changes its tables: the list reads them again; another's does not. */
    @Test
    void aCommitToTheConnectionShownListsItsTablesAgain() {
        explorer.follow(new SimpleObjectProperty<>(Connection.SANDBOX));
        String added = "explorer-committed";
        LocalItems.freshTable(local, TableDesign.of(added, KeySchema.of("pk", AttributeType.S)));
        try {
            explorer.refreshIfShowing(Connection.localEndpoint("Elsewhere", "http://localhost:1"));
            assertFalse(explorer.tables().contains(added), "another connection's commit changes nothing here");
            explorer.refreshIfShowing(Connection.SANDBOX);
            assertTrue(explorer.tables().contains(added), explorer.tables().toString());
        } finally {
            local.deleteTable(added);
        }
    }

    @Test
    void listsTheTablesAndFiltersThem() {
        explorer.follow(new SimpleObjectProperty<>(Connection.SANDBOX)); // lists at once, unchanged or not
        assertTrue(explorer.tables().contains(TABLE), explorer.tables().toString());
        explorer.filterProperty().set("EXPLORER-IT");
        assertEquals(List.of(TABLE), List.copyOf(explorer.tables()));
        assertTrue(explorer.statusProperty().get().matches("1 table|1 of \\d+ tables"), explorer.statusProperty().get());
        explorer.filterProperty().set("");
        assertTrue(explorer.tables().size() >= 1);
        assertFalse(explorer.loadingProperty().get());
    }

    @Test
    void followsTheChosenConnectionAndOpensPagesOnIt() {
        SimpleObjectProperty<Connection> active = new SimpleObjectProperty<>(Connection.SANDBOX);
        List<String> leased = new ArrayList<>();
        TableExplorerViewModel following = new TableExplorerViewModel(tasks, c -> {
            leased.add(c.name());
            return local;
        }, () -> null);
        following.follow(active);
        active.set(Connection.localEndpoint("Local", "http://localhost:8000"));
        assertEquals(List.of("Sandbox", "Local"), leased);
        following.open(TABLE).load();
        // Describing, then reading its TTL (for the expired items' marks): each on the chosen connection.
        assertEquals(List.of("Sandbox", "Local", "Local", "Local"), leased);
        assertEquals("explorer-items · Local", following.open(TABLE).title());
    }

    @Test
    void aFailedListingSaysWhyInOneLine() {
        TableExplorerViewModel broken = new TableExplorerViewModel(tasks, c -> {
            throw new IllegalStateException("no route to host");
        }, () -> DataModel.of("m", List.of()));
        broken.refresh();
        assertTrue(broken.tables().isEmpty());
        assertTrue(broken.statusProperty().get().startsWith("Could not list the tables of Sandbox"),
                broken.statusProperty().get());
    }

    @Test
    void theTablePageShowsKeysIndexesFiguresStreamsAndTtl() {
        TablePageViewModel page = opened();
        List<String> facts = page.facts();
        assertEquals("Keys: pk (S) / sk (N)", facts.get(0), facts.toString());
        assertTrue(facts.contains("GSI byTitle: title (S); KEYS_ONLY; ACTIVE"), facts.toString());
        assertTrue(facts.contains("Billing: on-demand"), facts.toString());
        assertTrue(facts.stream().anyMatch(f -> f.startsWith("Items: 350 · size ") && f.contains("six hours")),
                facts.toString());
        assertTrue(facts.contains("Status: ACTIVE"), facts.toString());
        assertTrue(facts.contains("Streams: off"), facts.toString());
        assertTrue(facts.stream().anyMatch(f -> f.startsWith("TTL: ")), facts.toString());
        assertEquals(List.of("byTitle"), List.copyOf(page.indexes()));
        assertEquals("", page.errorProperty().get());
    }

    @Test
    void aMissingTableSaysSo() {
        TablePageViewModel page = explorer.open("no-such-table");
        page.load();
        assertTrue(page.errorProperty().get().startsWith("no-such-table is not on Sandbox"),
                page.errorProperty().get());
    }

    @Test
    void showReadsAPageLoadMoreTheNextAndLoadAllTheRest() {
        BrowseViewModel browse = opened().browse();
        browse.show();
        assertEquals(BrowseViewModel.PAGE, browse.gridProperty().get().rows().size());
        assertTrue(browse.moreProperty().get());
        assertTrue(browse.summaryProperty().get().contains("more to load"), browse.summaryProperty().get());
        browse.loadMore();
        assertEquals(2 * BrowseViewModel.PAGE, browse.items().size());
        browse.loadAll();
        assertEquals(ITEMS, browse.gridProperty().get().rows().size());
        assertFalse(browse.moreProperty().get());
        assertEquals("350 items, all of them", browse.summaryProperty().get());
        assertFalse(browse.busyProperty().get());
        assertEquals(ITEMS, browse.items().stream().map(i -> i.attributes().get("sk")).collect(Collectors.toSet())
                .size());
    }

    @Test
    void aQueryReadsOnePartitionWithASortCondition() {
        BrowseViewModel browse = opened().browse();
        browse.queryProperty().set(true);
        browse.partitionValueProperty().set("P3");
        browse.sortOpProperty().set(SortOp.GE);
        browse.sortValueProperty().set("300");
        browse.show();
        Set<String> partitions = browse.gridProperty().get().rows().stream().map(r -> r.value("pk").toString())
                .collect(Collectors.toSet());
        assertEquals(1, partitions.size(), partitions.toString());
        // 300..349 with i % 7 == 3: 304, 311, 318, 325, 332, 339, 346
        assertEquals(7, browse.items().size());
        assertFalse(browse.moreProperty().get());
    }

    @Test
    void aQueryWithoutAPartitionValueSaysWhichAttributeIsMissing() {
        BrowseViewModel browse = opened().browse();
        browse.queryProperty().set(true);
        browse.show();
        assertEquals("give a value for pk", browse.errorProperty().get());
        assertNull(browse.gridProperty().get());
    }

    @Test
    void aScanFilterAndAnIndexNarrowTheItems() {
        BrowseViewModel browse = opened().browse();
        browse.filterAttributeProperty().set("title");
        browse.filterOpProperty().set(FilterOp.EQ);
        browse.filterValueProperty().set("item 42");
        browse.loadAll();
        assertEquals(1, browse.items().size());

        browse.filterAttributeProperty().set("");
        browse.indexProperty().set("byTitle");
        browse.loadAll();
        assertEquals(ITEMS, browse.items().size());
        assertEquals("byTitle", browse.gridProperty().get().index());
        GridRow first = browse.gridProperty().get().rows().get(0);
        assertTrue(first.value("title") != null);
    }

    @Test
    void theModelsTableOfTheSameNameColoursItsEntities() {
        // The model knows the table (same keys, no indexes) with one entity, told by its title.
        TableDesign modelled = DESIGN.withGlobalIndexes(List.of()).withTypeAttribute("title")
                .withEntities(List.of(Entity.named("item 42")));
        TableExplorerViewModel withModel = new TableExplorerViewModel(tasks, c -> local,
                () -> DataModel.of("m", List.of(modelled)));
        TablePageViewModel page = withModel.open(TABLE);
        page.load();
        BrowseViewModel browse = page.browse();
        browse.indexProperty().set("byTitle"); // the live index, which the model lacks
        browse.loadAll();
        GridSnapshot grid = browse.gridProperty().get();
        List<GridRow> coloured = grid.rows().stream().filter(r -> r.entity().equals("item 42")).toList();
        assertEquals(1, coloured.size());
        assertEquals(EntityColors.of(0), coloured.get(0).colour());
        assertEquals(List.of("item 42", ""), grid.legend().stream().map(GridSnapshot.LegendEntry::entity).toList());
    }

    @Test
    void memoryStaysBoundedAtTheCapAndSaysSo() {
        TablePageViewModel page = opened();
        BrowseViewModel capped = new BrowseViewModel(tasks, () -> local, page.designProperty(),
                page.designProperty()::get, 150);
        capped.show();
        capped.loadMore();
        assertEquals(150, capped.items().size());
        assertFalse(capped.moreProperty().get());
        assertEquals("150 items: stopped at 150 shown; narrow the read to see the rest",
                capped.summaryProperty().get());
        capped.loadAll();
        assertEquals(150, capped.gridProperty().get().rows().size());
        assertTrue(capped.summaryProperty().get().contains("stopped at 150 shown"), capped.summaryProperty().get());
    }

    @Test
    void aCancelledLoadAllKeepsWhatWasShown() {
        BrowseViewModel browse = opened().browse();
        browse.show();
        tasks.cancelWhen(title -> title.startsWith("Reading all"));
        browse.loadAll();
        assertEquals("Cancelled; 100 items shown", browse.summaryProperty().get());
        assertEquals(BrowseViewModel.PAGE, browse.gridProperty().get().rows().size());
        assertFalse(browse.busyProperty().get());
        assertTrue(browse.moreProperty().get(), "the next page is still there to load");
    }
}
