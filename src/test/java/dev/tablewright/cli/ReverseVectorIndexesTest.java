package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.AnsweringServer;
import dev.tablewright.aws.AnsweringServer.Answer;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code reverse} of a live table with a vector index: DescribeTable's {@code VectorIndexes} land in the
 * model file. No real DynamoDB is reachable here and DynamoDB Local shows no vector index, so the
 * endpoint is a server in the test JVM answering DescribeTable as docs/vector-indexes.md §3.3 documents
 * it, Scan with no items, and the optional settings calls as Local does (UnknownOperationException).
 */
class ReverseVectorIndexesTest {
    private static final String TABLE = "{\"Table\":{\"TableName\":\"Products\",\"TableStatus\":\"ACTIVE\","
            + "\"TableArn\":\"arn:aws:dynamodb:us-east-1:123456789012:table/Products\","
            + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}],\"AttributeDefinitions\":["
            + "{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"},{\"AttributeName\":\"category\",\"AttributeType\":\"S\"},"
            + "{\"AttributeName\":\"year\",\"AttributeType\":\"N\"}],\"BillingModeSummary\":{\"BillingMode\":"
            + "\"PAY_PER_REQUEST\"},\"ItemCount\":0,\"TableSizeBytes\":0,\"VectorIndexes\":[{\"IndexName\":"
            + "\"by-embedding\",\"VectorAttribute\":{\"AttributeName\":\"embedding\"},\"SearchSchema\":["
            + "{\"AttributeName\":\"category\",\"SearchSchemaElementType\":\"HASH\"},{\"AttributeName\":\"year\","
            + "\"SearchSchemaElementType\":\"INLINE_FILTER\"}],\"Projection\":{\"ProjectionType\":\"INCLUDE\","
            + "\"NonKeyAttributes\":[\"title\"]},\"Dimensions\":3,\"DistanceFunction\":\"EUCLIDEAN\","
            + "\"IndexStatus\":\"ACTIVE\",\"IndexSizeBytes\":0,\"ItemCount\":0}]}}";

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @Test
    void aLiveTablesVectorIndexIsReadIntoTheModel() throws IOException {
        try (AnsweringServer aws = new AnsweringServer((op, body) -> {
            switch (op) {
                case "DescribeTable":
                    return Answer.ok(TABLE);
                case "Scan":
                    return Answer.ok("{\"Items\":[],\"Count\":0,\"ScannedCount\":0}");
                default:
                    return Answer.error("UnknownOperationException", "An unknown operation was requested.");
            }
        })) {
            Path out = dir.resolve("products.json");
            assertEquals(ExitCodes.OK, cli.run("reverse", "--endpoint", aws.endpoint(), "--table", "Products", "-o",
                    out.toString()), cli::err);
            assertTrue(cli.out().contains("  vector index by-embedding (embedding, 3 dimensions, EUCLIDEAN)\n"), cli.out());
            TableDesign read = WorkbenchJson.read(out).model().orElseThrow().tables().get(0);
            assertEquals(List.of(new VectorIndex("by-embedding", "embedding", 3, DistanceFunction.EUCLIDEAN,
                    Projection.include(List.of("title")), new SearchSchema(Optional.of("category"), List.of("year")))),
                    read.vectorIndexes());
            assertEquals(Optional.of(AttributeType.N), read.attributeType("year"));
        }
    }
}
