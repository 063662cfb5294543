package dev.tablewright.format.infra;

/** The two notations CloudFormation reads the same template in. */
public enum TemplateSyntax {
    JSON, YAML
}
