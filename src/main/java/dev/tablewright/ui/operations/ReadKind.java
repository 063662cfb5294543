package dev.tablewright.ui.operations;

/** The two reads the builder forms: a Query on one partition, or a Scan of the whole table or index. */
public enum ReadKind {
    QUERY("query"), SCAN("scan");

    private final String cliName;

    ReadKind(String cliName) {
        this.cliName = cliName;
    }

    /** The AWS CLI's name for it: {@code aws dynamodb query}. */
    public String cliName() {
        return cliName;
    }
}
