package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The table inspector's Vector indexes section without a toolkit, on the real Document: the list, the
 * form adding, changing and removing an index as one undo step each, the note on fields DynamoDB fixes
 * at creation, and the rules' problems at the index.
 */
class VectorIndexesSectionTest {
    static final VectorIndex BY_EMBEDDING = new VectorIndex("by-embedding", "embedding", 3, DistanceFunction.COSINE,
            Projection.include(List.of("title")), new SearchSchema(Optional.of("category"), List.of("brand")));

    private Document document;
    private InspectorViewModel inspector;
    private VectorIndexesSection vm;

    static DataModel shop() {
        TableDesign products = TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("title", AttributeType.S),
                        new AttributeDef("category", AttributeType.S), new AttributeDef("brand", AttributeType.S),
                        new AttributeDef("embedding", AttributeType.L)))
                .withVectorIndexes(List.of(BY_EMBEDDING));
        TableDesign plain = TableDesign.of("Plain", KeySchema.of("id", AttributeType.S));
        return DataModel.of("shop", List.of(products, plain));
    }

    @BeforeEach
    void open() {
        document = new Document();
        document.load(shop());
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.Table("Products"));
        vm = inspector.table().settings().vectorIndexes();
    }

    private TableDesign products() {
        return document.model().table("Products").orElseThrow();
    }

    private String undoText() {
        return document.history().undoTextProperty().get();
    }

    @Test
    void listsTheIndexesAndOffersNonKeyAttributesListsFirst() {
        assertEquals(List.of(new VectorIndexesSection.Row("by-embedding",
                "embedding · 3 dims · COSINE · INCLUDE title · partition category · filters brand", "")), vm.rows());
        assertEquals(List.of("embedding", "brand", "category", "title"), vm.attributeChoices());
        assertFalse(vm.existingProperty().get());
        assertEquals("VectorIndex1", vm.draft().nameProperty().get(), "a new index's form offers a free name");
    }

    @Test
    void addingFromTheFormIsOneUndoStepAndOpensTheNewIndex() {
        VectorIndexDraft d = vm.draft();
        d.vectorAttributeProperty().set("titleVector");
        d.dimensionsProperty().set("768");
        d.distanceProperty().set(DistanceFunction.DOT_PRODUCT);
        d.projectionProperty().set(ProjectionType.KEYS_ONLY);
        d.filterAttributesProperty().set("brand, , category");
        assertEquals(Optional.empty(), vm.submit());

        VectorIndex added = new VectorIndex("VectorIndex1", "titleVector", 768, DistanceFunction.DOT_PRODUCT,
                Projection.KEYS_ONLY, new SearchSchema(Optional.empty(), List.of("brand", "category")));
        assertEquals(List.of(BY_EMBEDDING, added), products().vectorIndexes());
        assertEquals("Add vector index VectorIndex1", undoText());
        assertEquals("VectorIndex1", vm.selectedProperty().get());
        assertTrue(vm.existingProperty().get());

        document.undo();
        assertEquals(List.of(BY_EMBEDDING), products().vectorIndexes());
        assertEquals("", vm.selectedProperty().get(), "the index undone: the form is a new one's again");
        assertEquals("", vm.draft().dimensionsProperty().get());
    }

    @Test
    void dimensionsThatAreNotAWholeNumberAreRefusedAndTheFormKeepsWhatWasTyped() {
        vm.draft().vectorAttributeProperty().set("titleVector");
        vm.draft().dimensionsProperty().set("7x");
        assertEquals(Optional.of("Dimensions is a whole number, such as 768; '7x' is not."), vm.add());
        assertEquals("Dimensions is a whole number, such as 768; '7x' is not.", vm.refusalProperty().get());
        assertEquals(List.of(BY_EMBEDDING), products().vectorIndexes());
        assertEquals("titleVector", vm.draft().vectorAttributeProperty().get());
        assertFalse(document.history().canUndo());
    }

    @Test
    void aTypedNewIndexSurvivesAnotherEditOfTheTable() {
        vm.draft().vectorAttributeProperty().set("titleVector");
        vm.draft().dimensionsProperty().set("12");
        document.apply(dev.tablewright.model.edit.SettingsEdits.setDeletionProtection("Products", true));
        assertEquals("12", vm.draft().dimensionsProperty().get());
        assertEquals("titleVector", vm.draft().vectorAttributeProperty().get());
    }

    @Test
    void changingAFixedFieldSaysItMakesANewIndexAndSavingIsOneStep() {
        vm.select("by-embedding");
        assertTrue(vm.existingProperty().get());
        assertEquals("3", vm.draft().dimensionsProperty().get());
        assertEquals("category", vm.draft().partitionAttributeProperty().get());
        assertEquals("", vm.recreatesProperty().get());

        vm.draft().nameProperty().set("similar");
        assertEquals("", vm.recreatesProperty().get(), "a rename alone is not a new index");
        vm.draft().dimensionsProperty().set("4");
        assertTrue(vm.recreatesProperty().get().startsWith("Saving changes what DynamoDB fixed at creation"));

        assertEquals(Optional.empty(), vm.submit());
        assertEquals(List.of(BY_EMBEDDING.withName("similar").withDimensions(4)), products().vectorIndexes());
        assertEquals("Rename vector index by-embedding → similar", undoText());
        assertEquals("similar", vm.selectedProperty().get());
        assertEquals("", vm.recreatesProperty().get(), "saved: the form is the model's again");

        document.undo();
        assertEquals(List.of(BY_EMBEDDING), products().vectorIndexes());
    }

    @Test
    void undoOfAChangeShowsTheModelsValuesInTheForm() {
        vm.select("by-embedding");
        vm.draft().distanceProperty().set(DistanceFunction.EUCLIDEAN);
        vm.save();
        assertEquals(DistanceFunction.EUCLIDEAN, products().vectorIndexes().get(0).distance());
        document.undo();
        assertEquals("by-embedding", vm.selectedProperty().get());
        assertEquals(DistanceFunction.COSINE, vm.draft().distanceProperty().get());
    }

    @Test
    void removeIsOneStepAndLeavesANewIndexsForm() {
        vm.select("by-embedding");
        assertEquals(Optional.empty(), vm.remove());
        assertEquals(List.of(), products().vectorIndexes());
        assertEquals("Delete vector index by-embedding", undoText());
        assertFalse(vm.existingProperty().get());
        assertEquals("VectorIndex1", vm.draft().nameProperty().get());
    }

    @Test
    void anotherTableStartsFromAnEmptyForm() {
        vm.select("by-embedding");
        document.selectionProperty().set(new ModelPath.Table("Plain"));
        assertEquals(List.of(), vm.rows());
        assertEquals("", vm.selectedProperty().get());
        assertEquals("", vm.draft().vectorAttributeProperty().get());
        assertEquals(List.of(), vm.attributeChoices());
    }

    @Test
    void selectingTheIndexsPathOpensItInTheSectionUnfolded() {
        document.selectionProperty().set(new ModelPath.Index("Products", "by-embedding"));
        assertEquals(InspectorViewModel.Kind.TABLE, inspector.kind());
        assertEquals("by-embedding", vm.selectedProperty().get());
        assertTrue(vm.expandedProperty().get());

        vm.newIndex();
        vm.draft().dimensionsProperty().set("5");
        document.apply(dev.tablewright.model.edit.SettingsEdits.setDeletionProtection("Products", true));
        assertEquals("", vm.selectedProperty().get(), "a change of the model does not reopen the index selected before");
        assertEquals("5", vm.draft().dimensionsProperty().get());
    }

    /**
     * Whatever the rules report at the index's path shows in its row and under its form. The vector
     * index rules are written apart from this section; until they land, a GSI of the same name (a clash
     * a file can hold) is what puts a problem at that path: "no entity fills" it.
     */
    @Test
    void theRulesProblemsAtTheIndexPathShowInItsRowAndUnderTheForm() {
        DataModel clash = shop().withTable("Products", t -> t
                .withGlobalIndexes(List.of(new dev.tablewright.model.GlobalSecondaryIndex("by-embedding",
                        KeySchema.of("gpk", AttributeType.S), Projection.ALL)))
                .withEntities(List.of(dev.tablewright.model.Entity.named("Product"))));
        document.load(clash);
        document.selectionProperty().set(new ModelPath.Table("Products"));
        String row = vm.rows().get(0).problems();
        vm.select("by-embedding");
        assertTrue(vm.problems().stream().anyMatch(p -> p.startsWith("warning: no entity fills GSI by-embedding's keys")),
                vm.problems().toString());
        assertTrue(row.contains("warning"), "the row counts them: " + row);
        vm.newIndex();
        assertEquals(List.of(), vm.problems(), "a new index has no problems of its own yet");
    }

    @Test
    void theProblemsShownAreThoseAtTheIndexOrInsideItWorstFirst() {
        String path = new ModelPath.Index("Products", "by-embedding").print();
        List<Problem> all = List.of(Problem.warning(path, "only one INLINE_FILTER"),
                Problem.error(path, "dimensions is at most 4,096"),
                Problem.error(path + "/searchSchema", "category is not declared"),
                Problem.error(path + "2", "another index's"),
                Problem.error("Products", "the table's"));
        assertEquals(List.of("error: dimensions is at most 4,096", "error: category is not declared",
                "warning: only one INLINE_FILTER"), VectorIndexesSection.lines(all, path));
        assertEquals("2 errors, 1 warning", VectorIndexesSection.count(all, path));
        assertEquals("", VectorIndexesSection.count(all, path + "/nothing"));
    }
}
