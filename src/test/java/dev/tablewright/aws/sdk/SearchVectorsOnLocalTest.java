package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.SearchVectorsRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * DynamoDB Local knows nothing of vector indexes (docs/vector-indexes.md §6): a search says so in one
 * sentence, whether Local is reached over HTTP (it answers UnknownOperationException) or in process
 * (its client, built against an older SDK, has no searchVectors of its own).
 */
class SearchVectorsOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension LOCAL = new LocalServerExtension();

    private static final SearchVectorsRequest SEARCH = SearchVectorsRequest.of("Products", "by-embedding",
            SearchVectorsRequest.vector(0.1, 0.2, 0.3), 2);

    private static void saysLocalDoesNotSupportIt(Gateway gateway) {
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.searchVectors(SEARCH));
        assertEquals(Gateway.UNKNOWN_OPERATION, e.errorCode());
        assertEquals("DynamoDB Local does not support SearchVectors (vector indexes): search in the Sandbox, or on AWS",
                e.getMessage());
    }

    @Test
    void overHttp() {
        saysLocalDoesNotSupportIt(LOCAL.gateway());
    }

    @Test
    void inProcess() {
        saysLocalDoesNotSupportIt(new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false));
    }
}
