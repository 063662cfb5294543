package dev.tablewright.format.infra;

/**
 * Where a model keeps what an imported template said and the model has no field for, so that the
 * next export writes it again: the table's (or GSI's) {@code extra} JSON under these names.
 */
final class CloudFormationExtras {
    /** Properties of the table or GSI not interpreted: TimeToLiveSpecification, StreamSpecification … */
    static final String PROPERTIES = "CloudFormationProperties";
    /** The resource's own attributes: DeletionPolicy, UpdateReplacePolicy, DependsOn, Condition … */
    static final String RESOURCE = "CloudFormationResource";

    private CloudFormationExtras() {
    }
}
