package dev.tablewright.ui.reverse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.CastWithoutActors;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.engine.reverse.ReverseEngineer;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** The reverse-engineering form on a real DynamoDB Local and on a plain export, without a toolkit. */
class ReverseViewModelTest {
    private static LocalServer server;
    private static final DataModel MOVIES = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
    private static final TableDesign MOVIES_TABLE = MOVIES.tables().get(0);
    private static final DataModel ORDERS = SampleModels.read("customer-orders.json").model().orElseThrow();

    @BeforeAll
    static void start() {
        server = LocalServer.start();
        server.gateway().listTables().forEach(t -> server.gateway().deleteTable(t));
        new Commit(server.gateway(), MOVIES, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                .run(p -> { }, () -> false);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Connection local() {
        return Connection.localEndpoint("Local", server.endpoint());
    }

    private static ReverseViewModel form(Document document) {
        return new ReverseViewModel(new ImmediateTaskRunner(), document, List.of(Connection.SANDBOX, local()),
                c -> server.gateway());
    }

    private static Document open(DataModel model) {
        Document d = new Document();
        d.load(model);
        return d;
    }

    private static Set<String> names(TableDesign t) {
        return t.entities().stream().map(Entity::name).collect(Collectors.toSet());
    }

    /** A plain Workbench export of a table: its items at the table level, no entities. */
    private static TableDesign plain(TableDesign t) {
        return t.withItems(t.allItems()).withEntities(List.of()).withRelationships(List.of());
    }

    @Test
    void aLiveTableIsInferredReviewedAndAddedAsOneUndoableEdit() {
        Document document = open(DataModel.of("mine", List.of()));
        ReverseViewModel vm = form(document);
        assertEquals(List.of(local()), vm.connections(), "never the Sandbox");
        assertEquals(ReverseSource.LIVE, vm.sourceProperty().get());
        assertTrue(vm.liveTables().contains(MOVIES_TABLE.name()), vm.liveTables().toString());
        vm.liveTableProperty().set(MOVIES_TABLE.name());
        assertEquals(ReverseViewModel.DEFAULT_SAMPLE, vm.sampleProperty().get());
        assertEquals("Infer a table first.", vm.blockerProperty().get());

        vm.inferCommand().execute();
        assertFalse(vm.busyProperty().get());
        assertTrue(vm.notes().stream().anyMatch(n -> n.startsWith("point-in-time recovery")
                && n.endsWith("left at DynamoDB's default")), "a setting Local does not tell is said: " + vm.notes());
        assertEquals(MOVIES_TABLE.entities().size(), vm.entities().size(), vm.statusProperty().get());
        EntityRow first = vm.entities().get(0);
        assertTrue(first.items() > 0 && !first.templates().isEmpty(), first.toString());
        assertTrue(vm.statusProperty().get().startsWith(MOVIES_TABLE.name() + ": " + vm.entities().size()
                + " entities from " + MOVIES_TABLE.allItems().size() + " items"), vm.statusProperty().get());

        String renamed = first.name() + "Renamed";
        assertTrue(vm.rename(first.name(), renamed).isEmpty());
        assertEquals(renamed, vm.entities().get(0).name());
        assertTrue(vm.reviewedProperty().get().relationships().stream().noneMatch(r -> r.touches(first.name())),
                "relationships follow the rename: " + vm.relationships());
        String other = vm.entities().get(1).name();
        assertEquals("There is already an entity named '" + other + "'.", vm.rename(renamed, other).orElseThrow());
        assertTrue(vm.drop(other).isEmpty());
        assertTrue(vm.entities().stream().noneMatch(e -> e.name().equals(other)));
        assertTrue(vm.reviewedProperty().get().relationships().stream().noneMatch(r -> r.touches(other)),
                "its relationships go with it: " + vm.relationships());

        assertEquals("", vm.blockerProperty().get());
        vm.addCommand().execute();
        TableDesign added = document.model().table(MOVIES_TABLE.name()).orElseThrow();
        assertTrue(names(added).contains(renamed) && !names(added).contains(other), names(added).toString());
        assertTrue(vm.statusProperty().get().startsWith("Added " + MOVIES_TABLE.name()), vm.statusProperty().get());
        assertNull(vm.reviewedProperty().get());
        document.undo();
        assertTrue(document.model().tables().isEmpty(), "one undo takes the whole table back");
        document.redo();

        vm.inferCommand().execute();
        assertEquals("The model already has a table '" + MOVIES_TABLE.name()
                + "': replace it or add this one under another name.", vm.blockerProperty().get());
        vm.targetNameProperty().set(MOVIES_TABLE.name() + "2");
        assertEquals("", vm.blockerProperty().get());
        vm.targetNameProperty().set(MOVIES_TABLE.name());
        vm.replaceProperty().set(true);
        vm.addCommand().execute();
        assertEquals(1, document.model().tables().size(), "replaced, not added");
        assertEquals(MOVIES_TABLE.entities().size(), document.model().tables().get(0).entities().size());
    }

    @Test
    void aSampleThatStoppedShortOfTheItemsItsSortKeysNameSaysHowToReadMore() {
        CastWithoutActors.create(server.gateway(), "CastSampled");
        ReverseViewModel vm = form(open(DataModel.of("mine", List.of())));
        vm.liveTableProperty().set("CastSampled");
        vm.sampleProperty().set(20);
        vm.inferCommand().execute();
        assertTrue(vm.notes().stream().anyMatch(n -> n.startsWith("the sample stopped at 20 items, and Cast's sk")
                && n.endsWith("raise Sample to 200 and infer again")), vm.statusProperty().get() + " " + vm.notes());
        vm.sampleProperty().set(CastWithoutActors.ITEMS + 1);
        vm.inferCommand().execute();
        assertTrue(vm.notes().stream().noneMatch(n -> n.contains("stopped")), vm.notes().toString());
    }

    @Test
    void aModelTableWithItemsButNoEntitiesIsReplacedByItsReversedForm() {
        TableDesign movies = MOVIES.tables().get(0);
        Document document = open(MOVIES.withTables(List.of(plain(movies))));
        ReverseViewModel vm = new ReverseViewModel(new ImmediateTaskRunner(), document, List.of(Connection.SANDBOX),
                c -> server.gateway());
        assertEquals(ReverseSource.MODEL, vm.sourceProperty().get(), "no live connection: the model's tables");
        assertTrue(vm.statusProperty().get().startsWith("No live connection"), vm.statusProperty().get());
        assertEquals(List.of(movies.name()), vm.modelTables());
        vm.inferCommand().execute();
        assertEquals(movies.entities().size(), vm.entities().size(), vm.statusProperty().get());
        assertFalse(vm.notes().isEmpty());
        assertFalse(vm.relationships().isEmpty());
        vm.addCommand().execute();
        TableDesign reversed = document.model().tables().get(0);
        assertEquals(movies.entities().size(), reversed.entities().size());
        assertFalse(ReverseEngineer.isReversible(reversed));
        assertEquals(List.of(), vm.modelTables(), "nothing left to reverse");
        document.undo();
        assertTrue(ReverseEngineer.isReversible(document.model().tables().get(0)));
        assertEquals(List.of(movies.name()), vm.modelTables());
    }

    @Test
    void failuresAndCancelSayWhatHappenedInOneSentence() {
        ReverseViewModel broken = new ReverseViewModel(new ImmediateTaskRunner(), open(ORDERS), List.of(local()),
                c -> {
                    throw new IllegalStateException("DynamoDB Local did not start: port 8000 is in use");
                });
        assertEquals("Could not list the tables of Local: DynamoDB Local did not start: port 8000 is in use",
                broken.statusProperty().get());
        assertFalse(broken.inferCommand().isExecutable(), "no table to read");

        ReverseViewModel vm = new ReverseViewModel(new ImmediateTaskRunner().cancelWhen(t -> t.startsWith("Reverse")),
                open(ORDERS), List.of(local()), c -> server.gateway());
        vm.liveTableProperty().set(MOVIES_TABLE.name());
        vm.inferCommand().execute();
        assertEquals("Reverse engineering cancelled.", vm.statusProperty().get());
        assertFalse(vm.busyProperty().get());
        assertTrue(vm.entities().isEmpty());
    }
}
