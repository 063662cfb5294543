package dev.tablewright.aws.commit;

import static dev.tablewright.aws.commit.VectorIndexCommitOverHttpTest.BY_EMBEDDING;
import static dev.tablewright.aws.commit.VectorIndexCommitOverHttpTest.BY_EMBEDDING_2;
import static dev.tablewright.aws.commit.VectorIndexCommitOverHttpTest.products;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.connect.ForwardingGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * DynamoDB Local 2.6.1 knows no vector index: it refuses a CreateTable whose search-schema attributes
 * are declared and silently drops an index without one (docs/vector-indexes.md §6). The commit asks it
 * first, creates the table without them, and reports each skipped; the commit is complete. Over HTTP
 * and in process (whose client has no SearchVectors of its own).
 */
class VectorIndexCommitOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension LOCAL = new LocalServerExtension();

    @BeforeEach
    void empty() {
        LOCAL.dropAllTables();
    }

    private static CommitReport commit(Gateway g, TableDesign table, ExistingTables mode) {
        return new Commit(g, DataModel.of("m", List.of(table)), new CommitOptions(List.of(), mode, 2, Backoff.DEFAULT))
                .run(p -> { }, () -> false);
    }

    private static List<String> vectorLines(CommitReport report) {
        return report.tables().get(0).vectorIndexes().stream().map(VectorIndexOutcome::line).toList();
    }

    private static void createdWithoutItsVectorIndexes(Gateway local) {
        assertFalse(local.knowsVectorIndexes());
        CommitReport report = commit(local, products(List.of(BY_EMBEDDING, BY_EMBEDDING_2)), ExistingTables.REFUSE);
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("vector index by-embedding: not supported by DynamoDB Local, skipped",
                "vector index by-embedding-2: not supported by DynamoDB Local, skipped"), vectorLines(report));
        assertTrue(report.text().contains("\n  vector index by-embedding: not supported by DynamoDB Local, skipped\n"),
                report.text());
        assertEquals(List.of(), local.describeTable("Products").orElseThrow().vectorIndexes());
    }

    @Test
    void overHttpTheTableIsCreatedAndEachVectorIndexReportedSkipped() {
        createdWithoutItsVectorIndexes(LOCAL.gateway());
    }

    @Test
    void inProcessTheSame() {
        Gateway embedded = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        try {
            createdWithoutItsVectorIndexes(embedded);
        } finally {
            embedded.deleteTable("Products");
        }
    }

    @Test
    void addingToAnExistingTablePlansTheIndexThenSkipsIt() {
        assertTrue(commit(LOCAL.gateway(), products(List.of()), ExistingTables.REFUSE).complete());
        Commit add = new Commit(LOCAL.gateway(), DataModel.of("m", List.of(products(List.of(BY_EMBEDDING_2)))),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT));
        CommitPlan plan = add.plan();
        assertEquals(List.of("Products: vector index by-embedding-2: not supported by DynamoDB Local, will be skipped"),
                plan.vectorIndexChanges());
        CommitReport report = add.run(plan, p -> { }, () -> false);
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("vector index by-embedding-2: not supported by DynamoDB Local, skipped"), vectorLines(report));
    }

    @Test
    void anIndexLocalTakesAndDropsIsReportedNotKeptByReadingTheTableBack() {
        // As if Local said it knew vector indexes: it takes an index without a search schema and keeps none.
        Gateway claims = new ForwardingGateway(LOCAL.gateway()) {
            @Override
            public boolean knowsVectorIndexes() {
                return true;
            }
        };
        CommitReport report = commit(claims, products(List.of(BY_EMBEDDING_2)), ExistingTables.REFUSE);
        assertEquals(List.of("vector index by-embedding-2: sent, but DynamoDB Local keeps none"), vectorLines(report));
    }

    @Test
    void whatDescribeTableTellsOfAVectorIndexIsTheModelsIndex() {
        VectorIndex v = BY_EMBEDDING;
        assertEquals(List.of(), VectorIndexPlan.differences(v, v));
        assertEquals(List.of("dimensions 4 (the model's 3)", "inline filters none (the model's brand)"),
                VectorIndexPlan.differences(v, v.withDimensions(4).withSearchSchema(
                        new dev.tablewright.model.SearchSchema(v.searchSchema().partitionAttribute(), List.of()))));
        VectorIndexPlan plan = VectorIndexPlan.of(products(List.of(v)), products(List.of(v.withDimensions(4))));
        assertEquals(List.of(), plan.toCreate());
        assertEquals(List.of("vector index by-embedding exists with dimensions 4 (the model's 3): DynamoDB cannot update"
                + " a vector index (delete it and create it again, which adding does not do); left as it is"), plan.notes());
    }
}
