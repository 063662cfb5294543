package dev.tablewright.model;

/**
 * A request kept in the model file so that a team shares it: a name, the operation and its request
 * as the AWS CLI's {@code --cli-input-json} text (what the tabs' JSON panes show; for PartiQL
 * {@code {"Statement": …, "Parameters": …}}). The model keeps the text as written: it is the format
 * and the tabs that read it.
 *
 * @param operation the AWS CLI's name of the operation ({@code query}, {@code put-item},
 *                  {@code execute-statement} …, see {@link OperationKind#cliName()}); kept as written,
 *                  so a file naming one Tablewright does not run is read, warned of and written back
 */
public record SavedOperation(String name, String operation, String request, String description) {

    public SavedOperation {
        name = name == null ? "" : name;
        operation = operation == null ? "" : operation;
        request = request == null ? "" : request;
        description = description == null ? "" : description;
    }

    public SavedOperation withName(String newName) {
        return new SavedOperation(newName, operation, request, description);
    }
}
