package dev.tablewright.format.infra;

/**
 * Where a model keeps what an imported template said and the model has no field for, so that the
 * next export writes it again: the table's (or GSI's) {@code extra} JSON under these names.
 */
final class CloudFormationExtras {
    /**
     * Properties of the table or GSI the model has no setting for (KinesisStreamSpecification,
     * ImportSourceSpecification …) or whose value only deployment computes (Tags with an {@code !Sub} …).
     * Files written before issue 25 also hold TimeToLiveSpecification, StreamSpecification … here: the
     * export writes those only when the model's own setting is at its default (the setting wins).
     */
    static final String PROPERTIES = "CloudFormationProperties";
    /** The resource's own attributes: DeletionPolicy, UpdateReplacePolicy, DependsOn, Condition … */
    static final String RESOURCE = "CloudFormationResource";

    private CloudFormationExtras() {
    }
}
