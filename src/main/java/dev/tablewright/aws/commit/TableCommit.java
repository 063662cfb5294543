package dev.tablewright.aws.commit;

import java.util.List;

/**
 * What a commit did to one table.
 *
 * @param action        what happened to the table itself
 * @param indexesAdded  GSIs added to an existing table ({@link ExistingTables#ADD})
 * @param notes         what was noticed and left as it is (an index that differs, an LSI that cannot be added)
 * @param refused       sample items DynamoDB would refuse (a missing key …), left out, one line each
 */
public record TableCommit(String table, Action action, List<String> indexesAdded, List<String> notes,
        List<String> refused, WriteTally items) {
    public enum Action { CREATED, REPLACED, KEPT }

    public TableCommit {
        indexesAdded = List.copyOf(indexesAdded);
        notes = List.copyOf(notes);
        refused = List.copyOf(refused);
    }
}
