package dev.tablewright.format.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.SavedOperation;
import org.junit.jupiter.api.Test;

class SavedRequestRenamesTest {
    private final SavedRequestRenames renames = new SavedRequestRenames();

    private String rename(String operation, String request) {
        return renames.rename(new SavedOperation("op", operation, request, ""), "Movies", "movieId", "movie_id");
    }

    @Test
    void aPartiqlStatementOnTheTableRenamesItsIdentifiersButNotStringsOrTheTable() {
        String out = rename("execute-statement",
                "{\"Statement\": \"SELECT \\\"movieId\\\", title FROM \\\"Movies\\\" WHERE movieId = 'movieId'\"}");
        assertTrue(out.contains("SELECT \\\"movie_id\\\", title FROM \\\"Movies\\\" WHERE movie_id = 'movieId'"), out);
        String other = "{\"Statement\": \"SELECT movieId FROM Other\"}";
        assertEquals(other, rename("execute-statement", other));
    }

    @Test
    void aBatchRenamesTheKeysOfItsEntriesForTheTableOnly() {
        String out = rename("batch-write-item", "{\"RequestItems\": {"
                + "\"Movies\": [{\"PutRequest\": {\"Item\": {\"movieId\": {\"S\": \"m1\"}, \"pk\": {\"S\": \"x\"}}}}],"
                + "\"Other\": [{\"DeleteRequest\": {\"Key\": {\"movieId\": {\"S\": \"m1\"}}}}]}}");
        assertTrue(out.contains("\"movie_id\""), out);
        assertTrue(out.indexOf("\"movie_id\"") < out.indexOf("\"pk\""), "order kept: " + out);
        assertTrue(out.substring(out.indexOf("\"Other\"")).contains("\"movieId\""), "another table's entries kept: " + out);
    }

    @Test
    void aTransactionRenamesTheActionsOnTheTable() {
        String out = rename("transact-write-items", "{\"TransactItems\": [{\"Update\": {\"TableName\": \"Movies\","
                + "\"Key\": {\"movieId\": {\"S\": \"m1\"}}, \"UpdateExpression\": \"SET title = :t\","
                + "\"ConditionExpression\": \"attribute_exists(movieId)\"}}]}");
        assertTrue(out.contains("attribute_exists(movie_id)"), out);
        assertTrue(out.contains("\"movie_id\" : {") || out.contains("\"movie_id\": {"), out);
    }
}
