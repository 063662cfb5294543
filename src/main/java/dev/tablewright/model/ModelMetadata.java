package dev.tablewright.model;

/** NoSQL Workbench's ModelMetadata block; absent fields are empty strings. */
public record ModelMetadata(String author, String dateCreated, String dateLastModified, String description,
        String awsService, String version, RawJson extra) {
    public static final String AWS_SERVICE = "Amazon DynamoDB";
    public static final String CURRENT_VERSION = "3.0";

    public ModelMetadata {
        author = nonNull(author);
        dateCreated = nonNull(dateCreated);
        dateLastModified = nonNull(dateLastModified);
        description = nonNull(description);
        awsService = nonNull(awsService);
        version = nonNull(version);
        extra = extra == null ? RawJson.EMPTY : extra;
    }

    public static ModelMetadata empty() {
        return new ModelMetadata("", "", "", "", AWS_SERVICE, CURRENT_VERSION, RawJson.EMPTY);
    }

    public ModelMetadata withDateLastModified(String date) {
        return new ModelMetadata(author, dateCreated, date, description, awsService, version, extra);
    }

    private static String nonNull(String s) {
        return s == null ? "" : s;
    }
}
