package dev.tablewright.ui.operations;

/** The single-item operations, with the AWS CLI's names. */
public enum ItemKind {
    GET("get-item"), PUT("put-item"), UPDATE("update-item"), DELETE("delete-item");

    private final String cliName;

    ItemKind(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }
}
