package dev.tablewright.ui.inspector;

import dev.tablewright.ui.common.ImmediateTaskRunner;
import static dev.tablewright.model.TestPaths.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.inspector.TableInspectorViewModel.IndexRow;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The table inspector and its index editor on the movies sample, without a toolkit. */
class TableInspectorViewModelTest {
    private Document document;
    private InspectorViewModel inspector;
    private TableInspectorViewModel vm;

    @BeforeEach
    void selectTable() {
        document = Movies.document();
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.Table(Movies.TABLE));
        vm = inspector.table();
    }

    private String undoText() {
        return document.history().undoTextProperty().get();
    }

    @Test
    void showsKeysBillingTypeAttributeAndIndexes() {
        assertEquals(InspectorViewModel.Kind.TABLE, inspector.kind());
        assertEquals("Movies", vm.name().text());
        assertEquals("pk", vm.partitionKey().text());
        assertEquals(AttributeType.S, vm.partitionKeyTypeProperty().get());
        assertEquals("sk", vm.sortKey().text());
        assertTrue(vm.hasSortKeyProperty().get());
        assertEquals("entityType", vm.typeAttribute().text());
        assertEquals(List.of(new IndexRow("GSI-1", "GSI", "sk / pk", "ALL"), new IndexRow("GSI-2", "GSI", "gsi2pk / gsi2sk", "ALL"),
                new IndexRow("GSI-3", "GSI", "pk / gsi3sk", "ALL")), vm.indexes());
        assertEquals("", vm.selectedIndexProperty().get());
        assertTrue(vm.suggestions().isEmpty(), "the sample already has what its relationships need");
    }

    @Test
    void anIndexPathOpensTheTableWithThatIndex() {
        document.selectionProperty().set(new ModelPath.Index(Movies.TABLE, "GSI-2"));
        assertEquals(InspectorViewModel.Kind.TABLE, inspector.kind());
        assertEquals("GSI-2", vm.selectedIndexProperty().get());
        IndexEditorViewModel index = vm.indexEditor();
        assertEquals("GSI", index.kindProperty().get());
        assertEquals("gsi2pk", index.partitionKey().text());
        assertEquals("gsi2sk", index.sortKey().text());
        assertEquals(AttributeType.N, index.sortKeyTypeProperty().get());
        assertEquals(ProjectionType.ALL, index.projectionTypeProperty().get());

        vm.selectIndex("GSI-3");
        assertEquals(new ModelPath.Index(Movies.TABLE, "GSI-3"), document.selectionProperty().get());
        assertEquals("gsi3sk", vm.indexEditor().sortKey().text());
        vm.selectIndex(null);
        assertEquals("", vm.selectedIndexProperty().get());
    }

    @Test
    void addsAGsiThenProjectsTwoAttributes() {
        assertEquals(Optional.empty(), vm.addGsi());
        GlobalSecondaryIndex added = (GlobalSecondaryIndex) Movies.table(document).index("GSI1").orElseThrow();
        assertEquals(KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S), added.keys());
        assertEquals("Add GSI GSI1", undoText());
        assertEquals(new ModelPath.Index(Movies.TABLE, "GSI1"), document.selectionProperty().get(), "the new index opens");
        assertEquals("GSI1", vm.selectedIndexProperty().get());

        IndexEditorViewModel index = vm.indexEditor();
        assertEquals(Optional.empty(), index.setProjection(ProjectionType.INCLUDE, List.of("title", "director")));
        assertEquals(Projection.include(List.of("title", "director")), Movies.table(document).index("GSI1").orElseThrow().projection());
        assertEquals("Set projection of GSI1 to INCLUDE title, director", undoText());
        assertTrue(index.includingProperty().get());
        assertTrue(choice(index, "title").includedProperty().get());
        assertFalse(choice(index, "actorName").includedProperty().get());
        assertEquals(new IndexRow("GSI1", "GSI", "GSI1PK / GSI1SK", "INCLUDE title, director"), vm.indexes().get(3));
    }

    @Test
    void thePickerOffersTheTablesNonKeyAttributesAndTicksCommit() {
        vm.addGsi();
        IndexEditorViewModel index = vm.indexEditor();
        List<String> offered = index.includeChoices().stream().map(IncludeChoice::attribute).toList();
        assertTrue(offered.containsAll(List.of("actorName", "title", "streamCount", "entityType")), offered::toString);
        assertFalse(offered.contains("pk"), "keys are always projected");
        assertFalse(offered.contains("GSI1PK"));

        index.projectionTypeProperty().set(ProjectionType.INCLUDE);
        assertEquals(new Projection(ProjectionType.INCLUDE, List.of()), Movies.table(document).index("GSI1").orElseThrow().projection());
        choice(index, "title").includedProperty().set(true);
        choice(index, "actorName").includedProperty().set(true);
        assertEquals(List.of("title", "actorName"),
                Movies.table(document).index("GSI1").orElseThrow().projection().nonKeyAttributes());
        choice(index, "title").includedProperty().set(false);
        assertEquals(List.of("actorName"), Movies.table(document).index("GSI1").orElseThrow().projection().nonKeyAttributes());

        DataModel before = document.model();
        assertTrue(index.setProjection(ProjectionType.INCLUDE, List.of("pk")).isPresent(), "a key is not a non-key attribute");
        assertTrue(index.setProjection(ProjectionType.INCLUDE, List.of("nope")).isPresent());
        assertSame(before, document.model());
    }

    private static IncludeChoice choice(IndexEditorViewModel index, String attribute) {
        return index.includeChoices().stream().filter(c -> c.attribute().equals(attribute)).findFirst().orElseThrow();
    }

    @Test
    void editsAGsisNameAndKeys() {
        vm.selectIndex("GSI-2");
        IndexEditorViewModel index = vm.indexEditor();
        index.name().textProperty().set("ByMonth");
        assertTrue(index.name().commit());
        assertEquals(new ModelPath.Index(Movies.TABLE, "ByMonth"), document.selectionProperty().get());
        assertEquals("ByMonth", vm.selectedIndexProperty().get());
        assertEquals("Rename GSI GSI-2 → ByMonth", undoText());

        index.sortKey().textProperty().set("");
        assertTrue(index.sortKey().commit());
        assertTrue(((GlobalSecondaryIndex) Movies.table(document).index("ByMonth").orElseThrow()).keys().sortKey().isEmpty());
        assertEquals("Change keys of ByMonth", undoText());

        index.partitionKey().textProperty().set("");
        assertFalse(index.partitionKey().commit());
        assertEquals("A partition key needs a name.", index.partitionKey().errorProperty().get());

        index.name().textProperty().set("GSI-1");
        assertFalse(index.name().commit());
        assertEquals("There is already an index named 'GSI-1'.", index.name().errorProperty().get());
    }

    @Test
    void addsAnLsiOnlyToATableWithASortKey() {
        assertEquals(Optional.empty(), vm.addLsi());
        LocalSecondaryIndex lsi = (LocalSecondaryIndex) Movies.table(document).index("LSI1").orElseThrow();
        assertEquals("LSI1SK", lsi.sortKey().name());
        assertEquals("LSI", vm.indexEditor().kindProperty().get());
        assertFalse(vm.indexEditor().globalProperty().get());
        assertEquals("pk", vm.indexEditor().partitionKey().text(), "an LSI shows the table's partition key");

        vm.indexEditor().sortKey().textProperty().set("");
        assertFalse(vm.indexEditor().sortKey().commit());
        assertEquals("An LSI needs a sort key.", vm.indexEditor().sortKey().errorProperty().get());

        vm.selectIndex(null);
        vm.sortKey().textProperty().set("");
        assertFalse(vm.sortKey().commit());
        assertEquals("The table's LSIs need its sort key.", vm.sortKey().errorProperty().get());

        document.load(document.model().withTable(Movies.TABLE,
                t -> t.withLocalIndexes(List.of()).withKeySchema(KeySchema.of("pk", AttributeType.S))));
        assertTrue(vm.addLsi().isPresent());
        assertEquals(TableEdits.LSI_NEEDS_SORT_KEY, vm.refusalProperty().get());
    }

    @Test
    void removesAnIndexAsOneUndoStep() {
        vm.selectIndex("GSI-2");
        assertEquals(Optional.empty(), vm.removeIndex("GSI-2"));
        assertTrue(Movies.table(document).index("GSI-2").isEmpty());
        assertEquals("Delete index GSI-2", undoText());
        assertEquals(new ModelPath.Table(Movies.TABLE), document.selectionProperty().get());
        assertEquals(2, vm.indexes().size());

        document.undo();
        assertTrue(Movies.table(document).index("GSI-2").isPresent());
        assertEquals(3, vm.indexes().size());
    }

    @Test
    void changesTheKeySchemaAndRefusesAnEmptyPartitionKey() {
        vm.sortKey().textProperty().set("SK");
        assertTrue(vm.sortKey().commit());
        assertEquals(KeySchema.of("pk", AttributeType.S, "SK", AttributeType.S), Movies.table(document).keySchema());
        assertEquals("SK / pk", vm.indexes().get(0).keys(), "the inverted index follows the renamed key");
        assertEquals("Change key schema of Movies", undoText());

        DataModel before = document.model();
        vm.partitionKey().textProperty().set(" ");
        assertFalse(vm.partitionKey().commit());
        assertEquals("The partition key needs a name.", vm.partitionKey().errorProperty().get());
        vm.partitionKey().textProperty().set("SK");
        assertFalse(vm.partitionKey().commit());
        assertSame(before, document.model());

        vm.partitionKeyTypeProperty().set(AttributeType.N);
        assertEquals(AttributeType.N, Movies.table(document).keySchema().partitionKey().type());
    }

    @Test
    void switchesBillingAndChecksCapacities() {
        vm.billingModeProperty().set(BillingMode.PROVISIONED);
        assertEquals(Billing.provisioned(5, 5), Movies.table(document).billing());
        assertTrue(vm.provisionedProperty().get());
        assertEquals("Set billing of Movies to PROVISIONED", undoText());

        vm.readCapacity().textProperty().set("ten");
        assertFalse(vm.readCapacity().commit());
        assertEquals("Capacity is a whole number of units.", vm.readCapacity().errorProperty().get());
        vm.readCapacity().textProperty().set("0");
        assertFalse(vm.readCapacity().commit());
        vm.readCapacity().textProperty().set("10");
        assertTrue(vm.readCapacity().commit());
        assertEquals(Billing.provisioned(10, 5), Movies.table(document).billing());

        vm.billingModeProperty().set(BillingMode.PAY_PER_REQUEST);
        assertEquals(Billing.ON_DEMAND, Movies.table(document).billing());
        assertFalse(vm.provisionedProperty().get());
    }

    @Test
    void renamesTheTableAndTheTypeAttribute() {
        vm.typeAttribute().textProperty().set("type");
        assertTrue(vm.typeAttribute().commit());
        assertEquals("type", Movies.table(document).typeAttribute());

        vm.name().textProperty().set("Films");
        assertTrue(vm.name().commit());
        assertEquals(p("Films"), document.selectionProperty().get());
        assertEquals(InspectorViewModel.Kind.TABLE, inspector.kind());
        assertEquals("Films", vm.name().text());
    }

    @Test
    void suggestionsAreOfferedAndAppliedOnlyOnRequest() {
        document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-1"));
        // Its monthly totals would make the inverted index a hot partition: without them it is clean.
        document.apply(EntityEdits.delete(Movies.TABLE, "StreamTotal"));
        assertEquals(List.of("Add inverted index GSI1 (PK = sk, SK = pk)"),
                vm.suggestions().stream().map(s -> s.title()).toList());
        assertTrue(Movies.table(document).index("GSI1").isEmpty(), "nothing is applied silently");

        assertEquals(Optional.empty(), vm.applySuggestion(0));
        assertEquals(KeySchema.of("sk", AttributeType.S, "pk", AttributeType.S),
                ((GlobalSecondaryIndex) Movies.table(document).index("GSI1").orElseThrow()).keys());
        assertEquals("Add inverted index GSI1", undoText());
        assertTrue(vm.suggestions().isEmpty(), "the inverted index also puts cast items in their actor's partition");
        assertTrue(vm.applySuggestion(0).isPresent());
    }

    /** Moving the cast to their actors' partitions would empty "List cast of a movie": it is not offered, and said why. */
    @Test
    void aSuggestionThatWouldMakeTheDesignWorseIsNotOfferedAndSaysWhy() {
        document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-1"));
        assertTrue(vm.suggestions().stream().noneMatch(s -> s.title().startsWith("Store CastMember in Actor's")),
                vm.suggestions()::toString);
        String withheld = vm.withheldProperty().get();
        assertTrue(withheld.contains("Store CastMember in Actor's item collection: CastMember.pk = act#${actorId}, "
                + "CastMember.sk = CASTMEMBER#${movieId}: access pattern 'List cast of a movie' would return "
                + "0 CastMember items instead of 4"), withheld);
        assertTrue(withheld.contains("Add inverted index GSI1 (PK = sk, SK = pk): it would add 1 warning "
                + "(StreamTotal's partition key in GSI GSI1"), withheld);
    }

    @Test
    void aScanPatternsCoverageFixIsOfferedAndAppliedAsOneUndoableStep() {
        AccessPattern byName = new AccessPattern("Actor by name", "", "Actor", OperationKind.SCAN, null, "",
                "#actorName = ${name}", "", true, Map.of("name", "Tim Robbins"));
        document.apply(AccessPatternEdits.add(Movies.TABLE, byName));
        assertEquals(List.of("Sparse GSI: GSI1 keyed on Actor.actorName"),
                vm.suggestions().stream().map(s -> s.title()).toList());
        assertEquals(OperationKind.SCAN, pattern("Actor by name").operation(), "nothing is applied silently");

        assertEquals(Optional.empty(), vm.applySuggestion(0));
        AccessPattern served = pattern("Actor by name");
        assertEquals(OperationKind.QUERY, served.operation());
        assertEquals("GSI1", served.index());
        assertEquals("GSI1PK = ${name}", served.keyCondition());
        assertEquals("Serve Actor by name from sparse index GSI1", undoText());
        assertTrue(vm.suggestions().isEmpty(), "served by a Query now");

        document.undo();
        assertEquals(byName, pattern("Actor by name"), "one step undoes index, templates and pattern");
        assertTrue(Movies.table(document).index("GSI1").isEmpty());
        assertEquals(List.of("Sparse GSI: GSI1 keyed on Actor.actorName"),
                vm.suggestions().stream().map(s -> s.title()).toList());
    }

    private AccessPattern pattern(String name) {
        return Movies.table(document).accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void declaredAttributesAreListedWithWhereTheyKeyAndCanBeDeclaredRetypedAndRemoved() {
        DeclaredAttributesViewModel declared = vm.declared();
        DeclaredAttributesViewModel.Row gsi2pk = declared.rows().get(0);
        assertEquals("gsi2pk", gsi2pk.name());
        assertTrue(gsi2pk.keyOf().contains("partition key"), gsi2pk.keyOf());
        int before = declared.rows().size();

        declared.newNameProperty().set("rating");
        declared.newTypeProperty().set(dev.tablewright.model.AttributeType.N);
        assertEquals(Optional.empty(), declared.declare());
        assertEquals("Declare rating on Movies", undoText());
        assertEquals(before + 1, declared.rows().size());
        assertEquals("", declared.newNameProperty().get());

        declared.newNameProperty().set("rating");
        assertTrue(declared.declare().isPresent(), "declared twice is refused");
        assertFalse(declared.refusalProperty().get().isEmpty());

        assertEquals(Optional.empty(), declared.retype("rating", dev.tablewright.model.AttributeType.S));
        assertEquals(Optional.empty(), declared.undeclare("rating"));
        assertEquals(before, declared.rows().size());
    }
}
