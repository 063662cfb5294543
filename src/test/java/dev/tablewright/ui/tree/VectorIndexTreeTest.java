package dev.tablewright.ui.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.edit.PathEdits;
import dev.tablewright.ui.common.Document;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A vector index in the model tree: listed under the table's indexes after the GSIs and LSIs, and
 * described, renamed and deleted through its path as the other indexes are (names are unique across a
 * table's index kinds, so one {@link ModelPath.Index} serves all three).
 */
class VectorIndexTreeTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final VectorIndex PLOTS = new VectorIndex("ByPlot", "plotVector", 8, DistanceFunction.COSINE,
            Projection.KEYS_ONLY, SearchSchema.NONE);

    private static DataModel withVectorIndex() {
        TableDesign t = MOVIES.tables().get(0);
        return MOVIES.withTables(List.of(t.withVectorIndexes(List.of(PLOTS))));
    }

    @Test
    void theTreeListsItAfterTheOtherIndexes() {
        Document document = new Document();
        document.load(withVectorIndex());
        ModelTreeViewModel tree = new ModelTreeViewModel(document.modelProperty());
        TreeEntry table = tree.rootProperty().get().children().get(0);
        TreeEntry indexes = table.children().stream().filter(e -> e.kind() == TreeEntry.Kind.INDEX_GROUP).findFirst()
                .orElseThrow();
        TreeEntry last = indexes.children().get(indexes.children().size() - 1);
        assertEquals("ByPlot  vector", last.label());
        assertEquals(new ModelPath.Index(table.table(), "ByPlot"), last.path());
    }

    @Test
    void itsPathIsDescribedRenamedAndDeleted() {
        DataModel model = withVectorIndex();
        String table = model.tables().get(0).name();
        ModelPath path = new ModelPath.Index(table, "ByPlot");
        assertEquals(Optional.of("vector index ByPlot"), PathEdits.describe(model, path));
        assertEquals(Optional.of("ByPlot"), PathEdits.name(model, path));

        DataModel renamed = PathEdits.rename(model, path, "ByPlotText").orElseThrow().apply(model);
        assertEquals(List.of("ByPlotText"), renamed.tables().get(0).vectorIndexes().stream().map(VectorIndex::name)
                .toList());
        int gsis = model.tables().get(0).globalIndexes().size();
        assertEquals(gsis, renamed.tables().get(0).globalIndexes().size(), "the GSIs are left alone");

        DataModel deleted = PathEdits.delete(model, path).orElseThrow().apply(model);
        assertTrue(deleted.tables().get(0).vectorIndexes().isEmpty());
        assertEquals(gsis, deleted.tables().get(0).globalIndexes().size(), "the GSIs are left alone");
    }
}
