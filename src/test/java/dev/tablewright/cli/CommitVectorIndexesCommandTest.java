package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code commit} of a model with a vector index to DynamoDB Local over HTTP: the table is created, the
 * index reported skipped (Local knows none), the commit complete; with {@code --add} the index is said
 * first on standard error (to be skipped); the JSON report carries it.
 */
class CommitVectorIndexesCommandTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();
    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @BeforeEach
    void empty() {
        local.dropAllTables();
    }

    private Path model(List<VectorIndex> vectors) throws IOException {
        TableDesign products = TableDesign.of("Products", new KeySchema(new AttributeDef("pk", AttributeType.S),
                Optional.empty())).withAttributes(List.of(new AttributeDef("category", AttributeType.S)))
                .withVectorIndexes(vectors);
        Path file = dir.resolve("products-" + vectors.size() + ".json");
        WorkbenchJson.save(DataModel.of("m", List.of(products)), file);
        return file;
    }

    @Test
    void theIndexIsReportedSkippedAndTheCommitIsComplete() throws IOException {
        VectorIndex v = new VectorIndex("ByEmbedding", "embedding", 3, DistanceFunction.COSINE, Projection.ALL,
                new SearchSchema(Optional.of("category"), List.of()));
        assertEquals(ExitCodes.OK, cli.run("commit", model(List.of(v)).toString(), "--endpoint", local.endpoint()),
                cli::err);
        assertTrue(cli.out().contains("Products: created")
                && cli.out().contains("\n  vector index ByEmbedding: not supported by DynamoDB Local, skipped\n"), cli.out());

        cli.clear();
        VectorIndex second = v.withName("ByEmbedding2").withDistance(DistanceFunction.EUCLIDEAN);
        assertEquals(ExitCodes.OK, cli.run("commit", model(List.of(v, second)).toString(), "--endpoint",
                local.endpoint(), "--add", "-f", "json"), cli::err);
        assertTrue(cli.err().contains("tablewright commit: Products: vector index ByEmbedding: not supported by"
                + " DynamoDB Local, will be skipped\n"), cli.err());
        assertTrue(cli.out().contains("\"index\": \"ByEmbedding2\"") && cli.out().contains("\"status\": \"skipped\""),
                cli.out());
    }
}
